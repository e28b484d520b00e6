// `npm start`'s entry. React, react-router and Express choose their production
// code paths from NODE_ENV when they are first loaded, so it is settled here,
// before anything imports them: without it React renders in development mode,
// several times slower. An explicit NODE_ENV (e.g. for debugging) is kept.
process.env['NODE_ENV'] ??= 'production';
await import('./startServer.ts');

export {};
