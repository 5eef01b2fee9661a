import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it('reads names and decoded values, first occurrence winning', () => {
    expect(parseCookies('sid=abc.def; theme=dark%20mode; sid=other')).toEqual({ sid: 'abc.def', theme: 'dark mode' });
  });

  it('tolerates junk', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('=x; novalue; a="quoted"; bad=%E0%A4%A')).toEqual({ a: 'quoted', bad: '%E0%A4%A' });
  });
});
