/**
 * @jest-environment node
 */
const { requestChains } = require('./chain.cjs');

/** The shape of a federated page load: document, shell chunks, config, manifest, remote chunk. */
const federatedLoad = [
  { id: 'doc', type: 'Document', parent: null, sentAt: 0, doneAt: 0.05 },
  { id: 'main', type: 'Script', parent: 'doc', sentAt: 0.03, doneAt: 0.1 },
  { id: 'react', type: 'Script', parent: 'main', sentAt: 0.2, doneAt: 0.25 },
  // Sent by main.js just after `react` finished: parallel, so it must not count as a step after it.
  { id: 'router', type: 'Script', parent: 'main', sentAt: 0.26, doneAt: 0.3 },
  { id: 'config', type: 'Fetch', parent: 'router', sentAt: 0.4, doneAt: 0.45 },
  { id: 'manifest', type: 'Fetch', parent: 'main', sentAt: 0.5, doneAt: 0.55 },
  { id: 'page-chunk', type: 'Script', parent: 'main', sentAt: 0.6, doneAt: 0.7 },
  { id: 'remote-entry', type: 'Script', parent: 'main', sentAt: 0.61, doneAt: 0.72 },
];

test('initiator depth follows CDP initiators only', () => {
  const { initiator } = requestChains(federatedLoad);
  expect(initiator).toEqual({ depth: 4, chain: ['doc', 'main', 'router', 'config'] });
});

test('data depth adds the config -> manifest -> chunk round trips the initiators hide', () => {
  const { data } = requestChains(federatedLoad);
  expect(data).toEqual({ depth: 6, chain: ['doc', 'main', 'router', 'config', 'manifest', 'page-chunk'] });
});

test('a script that finished before a sibling was sent does not lengthen the chain', () => {
  const { data } = requestChains(federatedLoad.slice(0, 4));
  expect(data.depth).toBe(3);
});

test('a parent missing from the list (finished after the content showed) starts a new chain', () => {
  const { initiator } = requestChains([{ id: 'late-child', type: 'Image', parent: 'gone', sentAt: 1, doneAt: 2 }]);
  expect(initiator).toEqual({ depth: 1, chain: ['late-child'] });
});

test('no requests, no depth', () => {
  expect(requestChains([])).toEqual({ initiator: { depth: 0, chain: [] }, data: { depth: 0, chain: [] } });
});
