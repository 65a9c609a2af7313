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
  it('starts from 1100 px in Traditional Chinese and 1500 px in English', () => {
    expect(compactLayoutThreshold('tw', null)).toBe(1200);
    expect(compactLayoutThreshold('us', null)).toBe(1600);
  });

  it('adds 329 px for clients and counselors, 275 for experts, 100 otherwise', () => {
    expect(compactLayoutThreshold('tw', 'client')).toBe(1429);
    expect(compactLayoutThreshold('tw', 'counselor')).toBe(1429);
    expect(compactLayoutThreshold('tw', 'expert')).toBe(1375);
    expect(compactLayoutThreshold('us', 'expert')).toBe(1775);
  });

  it('applies below the threshold only', () => {
    expect(isCompactLayout(1428, 'tw', 'client')).toBe(true);
    expect(isCompactLayout(1429, 'tw', 'client')).toBe(false);
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
