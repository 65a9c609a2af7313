import { describe, expect, it } from 'vitest';
import {
  compactLayoutThreshold,
  isCompactLayout,
  isNarrowFooter,
  navbarHeight,
  scrollRatio,
  showsBackToTop,
  showsBottomBar,
} from './layout-rules';

describe('the compact top bar', () => {
  it('starts from 880 px in Traditional Chinese and 980 px in English', () => {
    expect(compactLayoutThreshold('tw', null)).toBe(980);
    expect(compactLayoutThreshold('us', null)).toBe(1080);
  });

  it('adds 300 px for clients and counselors, 250 for experts, 100 otherwise', () => {
    expect(compactLayoutThreshold('tw', 'client')).toBe(1180);
    expect(compactLayoutThreshold('tw', 'counselor')).toBe(1180);
    expect(compactLayoutThreshold('tw', 'expert')).toBe(1130);
    expect(compactLayoutThreshold('us', 'expert')).toBe(1230);
  });

  it('shows the full menu on laptop screens (1280, 1366 and 1440 px) in both languages, for everyone', () => {
    for (const width of [1280, 1366, 1440])
      for (const locale of ['tw', 'us'] as const)
        for (const role of [null, 'client', 'counselor', 'expert'] as const)
          expect(isCompactLayout(width, locale, role), `${width} ${locale} ${role}`).toBe(false);
  });

  it('applies below the threshold only', () => {
    expect(isCompactLayout(1179, 'tw', 'client')).toBe(true);
    expect(isCompactLayout(1180, 'tw', 'client')).toBe(false);
  });
});

describe('the navbar height', () => {
  it('is 53.63 px under 568 px, 70 px under 769 px, else 80 px', () => {
    expect(navbarHeight(320)).toBe(53.63);
    expect(navbarHeight(567)).toBe(53.63);
    expect(navbarHeight(568)).toBe(70);
    expect(navbarHeight(768)).toBe(70);
    expect(navbarHeight(769)).toBe(80);
  });
});

describe('narrow screens', () => {
  it('show the bottom bar below 680 px', () => {
    expect(showsBottomBar(679)).toBe(true);
    expect(showsBottomBar(680)).toBe(false);
  });

  it('stack the footer below 1024 px', () => {
    expect(isNarrowFooter(1023)).toBe(true);
    expect(isNarrowFooter(1024)).toBe(false);
  });
});

describe('the back-to-top button', () => {
  const shown = { scrollRatio: 0.41, width: 993, appView: false };

  it('appears past 40 % of the page on screens wider than 992 px', () => {
    expect(showsBackToTop(shown)).toBe(true);
    expect(showsBackToTop({ ...shown, scrollRatio: 0.4 })).toBe(false);
    expect(showsBackToTop({ ...shown, width: 992 })).toBe(false);
  });

  it('never appears in the apps’ view', () => {
    expect(showsBackToTop({ ...shown, appView: true })).toBe(false);
  });

  it('measures the scroll against the scrollable distance', () => {
    expect(scrollRatio(500, 2000, 1000)).toBe(0.5);
    expect(scrollRatio(0, 800, 1000)).toBe(0);
  });
});
