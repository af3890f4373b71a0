// Swagger UI (swagger-ui-react, bundled: no CDN, works offline) over the API's OpenAPI document. Its own
// module, loaded only when the documentation screen opens: the renderer and its stylesheet are about a
// megabyte and a half that no other page pays for. It runs under the web app's CSP as it is: scripts are
// the app's own files, its styles are one stylesheet plus inline style attributes ('unsafe-inline' is
// already there for antd), its pictures data: URLs, and it calls only the platform ('self'); the base
// layout shows no online validator badge, which would call validator.swagger.io.
import SwaggerUI from 'swagger-ui-react'
import 'swagger-ui-react/swagger-ui.css'

export default function SwaggerView({ url }: { url: string }) {
  return <SwaggerUI url={url} docExpansion="none" filter deepLinking={false} tryItOutEnabled={false} />
}
