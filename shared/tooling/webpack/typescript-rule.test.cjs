/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { routerAlias } = require('./typescript-rule.cjs');

describe('routerAlias', () => {
  it("points a production build's react-router and react-router/dom at the package's production build", () => {
    const alias = routerAlias(true);
    expect(Object.keys(alias).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(alias)) {
      expect(file).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]/);
      expect(fs.existsSync(file)).toBe(true);
    }
    // What that build is for: its development warnings are switched off (in a chunk its entry imports).
    const folder = path.dirname(alias['react-router$'] ?? '');
    const sources = fs.readdirSync(folder).filter((name) => name.endsWith('.mjs'));
    expect(sources.some((name) => fs.readFileSync(path.join(folder, name), 'utf8').includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
  });

  it('leaves a development build as the package names it', () => {
    expect(routerAlias(false)).toEqual({});
  });
});
