// The error catalogue's named codes live in schemas/ (schemas import nothing of ours, and their rules
// name codes); core and everything above keep importing them from here.
export * from '../../schemas/codes.ts'
