// The API's generation: what a revalidating read's tag holds of the code that answered it (http/kit.ts tagOf). Each API
// process draws one at its start; `npm run start:server` draws one for all the API processes it forks and hands it to
// them in this variable, so a tag from one process matches in another (scripts/start-server.ts).
export const API_GENERATION_ENV = 'LEDGER_API_GENERATION';
