// The server renders pages with React: always its production build, which is several times faster
// and, unlike the development build, never writes an error's message and stack into the HTML it sends.
// A module of its own, imported first, so it runs before React (outside the bundle) is loaded; an
// assignment to process.env.NODE_ENV itself would be rewritten by webpack's mode into a constant.
Object.assign(process.env, { NODE_ENV: 'production' });
