import { describe, expect, it } from 'vitest';
import { scaleAuthorId } from '../config/paths';
import { currentMarker, topMenuItems } from './menu-items';

describe('the psychological-scale link', () => {
  it('shows author 35 on local and test hosts', () => {
    expect(scaleAuthorId('localhost')).toBe(35);
    expect(scaleAuthorId('127.0.0.1')).toBe(35);
    expect(scaleAuthorId('web-test.example.tw')).toBe(35);
    expect(scaleAuthorId('test.example.tw')).toBe(35);
  });

  it('shows author 15 on the official site', () => {
    expect(scaleAuthorId('www.example.tw')).toBe(15);
  });

  it('opens the first page of that author’s articles', () => {
    const scale = topMenuItems('www.example.tw').find((item) => item.label === 'psychologicalScale');
    expect(scale?.href).toBe('/article?authorid=15&pageno=1');
  });
});

describe('the current section in the menu', () => {
  const items = topMenuItems('localhost');
  const marked = (pathname: string, search = '') =>
    items
      .map((item) => [item.label, currentMarker(item, { pathname, search }, 'localhost')])
      .filter(([, marker]) => marker);

  it('marks the entry of the page the visitor is on', () => {
    expect(marked('/team')).toEqual([['team', 'page']]);
    expect(marked('/focusissues', '?page=2')).toEqual([['focusIssues', 'page']]);
    expect(marked('/eap')).toEqual([['eap', 'page']]);
  });

  it('marks the section of a page under an entry', () => {
    expect(marked('/team/5d4c3b2a-0000-4000-8000-000000000001')).toEqual([['team', 'true']]);
    expect(marked('/focusissues/5d4c3b2a-0000-4000-8000-000000000001')).toEqual([['focusIssues', 'true']]);
  });

  it('tells the scale author’s list from the column articles, though both are /article', () => {
    expect(marked('/article', '?authorid=35&pageno=1')).toEqual([['psychologicalScale', 'page']]);
    expect(marked('/article')).toEqual([['article', 'page']]);
    expect(marked('/article', '?authorid=7')).toEqual([['article', 'page']]);
    expect(marked('/article/authors')).toEqual([['article', 'true']]);
  });

  it('marks nothing on pages outside the menu', () => {
    expect(marked('/')).toEqual([]);
    expect(marked('/teams')).toEqual([]);
    expect(marked('/faq')).toEqual([]);
  });
});
