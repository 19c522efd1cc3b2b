/**
 * Writes dist/route-modules.json after the webpack build: each route's path pattern and the federated
 * module that renders it, from the one route table in `shared`. The shell's server reads it to tell
 * the browser, in the page's first bytes, which remote files the route is about to need.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeList } from 'shared/site';

const dist = join(__dirname, '..', 'dist');
const rows = routeList.map((route) => ({ path: route.path, module: route.module }));
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, 'route-modules.json'), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`shell: wrote dist/route-modules.json (${rows.length} routes)`);
