/**
 * Imported first by main.ts, before anything loads React: React (the server renderer, the emails)
 * picks its development or production build from NODE_ENV when it is first loaded, and its
 * development build renders a page about ten times slower. A shop runs in production unless told.
 */
process.env.NODE_ENV ??= 'production';
