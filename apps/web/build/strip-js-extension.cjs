/* global module */
/**
 * Turbopack loader for packages/shared: its TypeScript sources import siblings as `./x.js`
 * (NodeNext style, which the API needs), and Turbopack cannot resolve `.js` to `.ts` yet
 * (vercel/next.js#82945). Dropping the extension from relative specifiers lets it resolve them.
 */
module.exports = function stripJsExtension(source) {
  return source.replace(
    /((?:import|export)\s[^'"]*?from\s*|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+?)\.js\2/g,
    '$1$2$3$2',
  );
};
