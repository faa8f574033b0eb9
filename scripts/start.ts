// `npm start`: build the web app if needed, then run the server (migrations and first-start seed
// happen inside it) on the embedded PGlite database unless DATABASE_URL says otherwise.
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
// main.ts starts itself only when it is the entry point; imported, it must be called.
const { main } = await import('../server/src/main.ts');
await main();
