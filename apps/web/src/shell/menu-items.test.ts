import { describe, expect, it } from 'vitest';
import { scaleAuthorId } from '../config/paths';
import { topMenuItems } from './menu-items';

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
