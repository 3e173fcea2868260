/** On the server, waits for the gear sections' chunk (gear-sections-code.ts); nothing in the browser. */
declare module 'virtual:seasonal-overview/server-ready' {}
