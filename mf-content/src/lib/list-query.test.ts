import { countOf, declaredOnly, formParams, listHref, sameQuery, type ListQuery } from './list-query';

interface Query {
  readonly q: string;
  readonly sort: 'newest' | 'oldest';
}

const list: ListQuery<Query> = {
  names: ['q', 'sort'],
  read: (params) => ({ q: params.get('q') ?? '', sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest' }),
  write: ({ q, sort }) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (sort !== 'newest') params.set('sort', sort);
    return params;
  },
};

describe('declaredOnly', () => {
  it('keeps the declared parameters, first value each, in the declared order, as the server renders them', () => {
    const params = new URLSearchParams('utm_source=mail&sort=oldest&q=lab&q=drone&fbclid=x');
    expect(declaredOnly(params, list.names).toString()).toBe('q=lab&sort=oldest');
  });
  it('trims each value, cuts it to 200 characters and leaves out empty ones, as the server does', () => {
    expect(declaredOnly(new URLSearchParams('q=%20drone%20&sort='), list.names).toString()).toBe('q=drone');
    expect(declaredOnly(new URLSearchParams(`q=${'a'.repeat(300)}`), list.names).get('q')).toHaveLength(200);
    expect(declaredOnly(new URLSearchParams('missing'), ['q', 'missing']).toString()).toBe('');
    expect(declaredOnly(new URLSearchParams(''), ['q']).toString()).toBe('');
  });
});

describe('sameQuery and listHref', () => {
  it('compares queries by the URL they write, so defaults written or not mean the same list', () => {
    expect(sameQuery(list, list.read(new URLSearchParams('sort=newest')), { q: '', sort: 'newest' })).toBe(true);
    expect(sameQuery(list, { q: 'a', sort: 'newest' }, { q: 'b', sort: 'newest' })).toBe(false);
  });
  it('gives the plain path when nothing is set, and the query otherwise', () => {
    expect(listHref(list, '/news', { q: '', sort: 'newest' })).toBe('/news');
    expect(listHref(list, '/news', { q: 'drone lab', sort: 'oldest' })).toBe('/news?q=drone+lab&sort=oldest');
  });
});

describe('formParams', () => {
  it('takes the text fields of a form as a GET submission would, and skips files', () => {
    const file = { name: 'upload.txt' };
    expect(
      formParams([
        ['q', 'drone'],
        ['sort', 'oldest'],
        ['attachment', file],
      ]).toString(),
    ).toBe('q=drone&sort=oldest');
  });
  it('reads a real form', () => {
    document.body.innerHTML =
      '<form><input name="q" value="araria"><select name="sort"><option>newest</option><option selected>oldest</option></select></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    expect(list.read(formParams(new FormData(form)))).toEqual({ q: 'araria', sort: 'oldest' });
  });
});

it('countOf says one or many', () => {
  expect(countOf(1, 'post', 'posts')).toBe('1 post');
  expect(countOf(0, 'post', 'posts')).toBe('0 posts');
});
