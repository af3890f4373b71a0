// Security questions: a preset list to choose from, answers stored as argon2 hashes of their
// normalised text (trimmed, NFKC, lower case) so "Beijing " and "beijing" match.

import { parseJsonArray } from '../storage/json.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

export const PRESET_QUESTIONS = [
  { id: 'birthplace', zh: '您的出生地是？', en: 'Where were you born?' },
  { id: 'primarySchool', zh: '您就读的小学名称是？', en: 'What was the name of your primary school?' },
  { id: 'firstPet', zh: '您的第一只宠物叫什么？', en: 'What was the name of your first pet?' },
  { id: 'motherName', zh: '您母亲的名字是？', en: "What is your mother's first name?" },
  { id: 'favouriteBook', zh: '您最喜欢的书是？', en: 'What is your favourite book?' },
] as const

interface StoredQuestion {
  question: string
  answerHash: string
}

const normalised = (answer: string) => answer.normalize('NFKC').trim().toLowerCase()

export async function storedQuestions(questions: { question: string; answer: string }[]): Promise<string> {
  const stored: StoredQuestion[] = []
  for (const q of questions)
    stored.push({ question: q.question, answerHash: await hashPassword(normalised(q.answer)) })
  return JSON.stringify(stored)
}

export const questionTexts = (stored: string): string[] =>
  parseJsonArray<StoredQuestion>(stored).map((q) => q.question)

/** True when there are questions and every one is answered right, in order. */
export async function answersMatch(stored: string, answers: readonly string[]): Promise<boolean> {
  const questions = parseJsonArray<StoredQuestion>(stored)
  if (questions.length === 0 || answers.length !== questions.length) return false
  let all = true
  for (const [i, q] of questions.entries()) {
    if (!(await verifyPassword(q.answerHash, normalised(answers[i] ?? '')))) all = false
  }
  return all
}
