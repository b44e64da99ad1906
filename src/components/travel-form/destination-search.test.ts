import { describe, expect, it } from 'vitest';
import { countryName, destinations, isDestinationCode } from '@/shared/destinations';
import {
  ISRAEL_NOTE,
  namesIsrael,
  normalizeSearch,
  POPULAR_DESTINATIONS,
  searchDestinations,
} from './destination-search';

const first = (query: string) => searchDestinations(query)[0]?.code;

describe('destinations', () => {
  it('are every country but Israel, with Hebrew names, and the two regions', () => {
    expect(destinations.length).toBe(249 + 2);
    expect(isDestinationCode('IL')).toBe(false);
    expect(countryName('GR')).toBe('יוון');
    expect(countryName('CY')).toBe('קפריסין');
    expect(countryName('XE')).toBe('אירופה');
    expect(countryName('XW')).toBe('כל העולם');
    for (const code of POPULAR_DESTINATIONS) expect(isDestinationCode(code)).toBe(true);
  });
});

describe('searchDestinations', () => {
  it.each([
    ['ארה"ב', 'US'],
    ['ארה״ב', 'US'],
    ["ארה'ב", 'US'],
    ['ארצות הברית', 'US'],
    ['אמריקה', 'US'],
    ['ניו יורק', 'US'],
    ['usa', 'US'],
    ['יוון', 'GR'],
    ['יון', 'GR'],
    ['בריטניה', 'GB'],
    ['אנגליה', 'GB'],
    ['לונדון', 'GB'],
    ['טאילנד', 'TH'],
    ['תאילנד', 'TH'],
    ['איטלייה', 'IT'],
    ['קפריסין', 'CY'],
    ['כפריסין', 'CY'],
    ["צ'כיה", 'CZ'],
    ['דובאי', 'AE'],
    ['אירופה', 'XE'],
    ['כל העולם', 'XW'],
    ['greece', 'GR'],
    ['פורטוגאל', 'PT'],
    ['הונגרייה', 'HU'],
    ['ספרד', 'ES'],
  ])('%s finds %s first', (query, code) => {
    expect(first(query)).toBe(code);
  });

  it.each([
    ['תאילנד', ['TH']],
    ['יוון', ['GR']],
    ['אנגליה', ['GB']],
    ['אמריקה', ['US']],
    ['בריטניה', ['GB']],
    ['אוסטריה', ['AT']],
    ['טורקיה', ['TR']],
    // names that start with the query stay: the country's own territories
    ['צרפת', ['FR', 'TF']],
    ['ארה"ב', ['US', 'UM']],
  ])("%s lists the country's own name first and no guessed spellings", (query, codes) => {
    expect(searchDestinations(query).map((d) => d.code)).toEqual(codes);
  });

  it('keeps guessed spellings for a query that matches nothing as typed', () => {
    expect(searchDestinations('אוסטרלייה').map((d) => d.code)).toContain('AU');
    expect(first('פורטוגאל')).toBe('PT');
  });

  it.each([
    'ישראל',
    'תל אביב',
    'תל-אביב',
    'תל אבי',
    'ירושלים',
    'ירושליים',
    'חיפה',
    'אילת',
    'Tel Aviv',
    'israel',
  ])('%s finds no destination: the search says a travel cover is for abroad', (query) => {
    expect(searchDestinations(query)).toEqual([]);
    expect(namesIsrael(query)).toBe(true);
  });

  it('does not take a country for an Israeli place', () => {
    for (const query of ['ת', 'תא', 'תאילנד', 'יוון', 'איטליה', 'אי', 'ספרד', 'חוף השנהב'])
      expect(namesIsrael(query)).toBe(false);
    expect(ISRAEL_NOTE).toMatch(/מחוץ לישראל/);
  });

  it('never offers Israel, and an empty query lists every destination', () => {
    expect(searchDestinations('ישראל').map((d) => d.code)).not.toContain('IL');
    expect(searchDestinations('  ')).toHaveLength(destinations.length);
  });

  it('answers nothing for text that is no place', () => {
    expect(searchDestinations('קקקקקקק')).toEqual([]);
  });

  it('normalizes niqqud, quotes and final letters', () => {
    expect(normalizeSearch('  יָוָן  ')).toBe('יונ');
    expect(normalizeSearch('ארה״ב')).toBe('ארהב');
  });
});
