import { describe, expect, it } from 'vitest';
import { codeLines, filesUnder } from '../../tests/source-files';
import { aboutPage } from './about';
import { agency } from './agency';
import { travelPage } from './travel';

describe('the agency settings', () => {
  it('give one customer count to every page that states one', () => {
    expect(agency.customers).toMatchObject({ figure: '100K+', phrase: 'יותר מ־100,000' });
    expect(travelPage.stats.find((stat) => stat.label === 'לקוחות מרוצים')?.value).toBe(
      agency.customers.figure,
    );
    expect(aboutPage.intro.lead).toContain(`${agency.customers.phrase} לקוחות`);
    expect(aboutPage.whyChooseUs.map((point) => point.description).join(' ')).toContain(
      agency.customers.phrase,
    );
    // a vague count next to the figure would contradict it
    const texts = JSON.stringify({ intro: aboutPage.intro, whyChooseUs: aboutPage.whyChooseUs });
    expect(texts).not.toMatch(/אלפי (לקוחות|משפחות)|עשרות אלפי|מאות אלפי/);
  });

  it('name the registration details the footer and /about show', () => {
    expect(agency.licenceNumber).toMatch(/^[\d-]+$/);
    expect(agency.companyNumber.replace(/-/g, '')).toMatch(/^51\d{7}$/);
    expect(agency.insurers).toEqual(['הראל', 'מגדל', 'כלל', 'הפניקס', 'מנורה מבטחים', 'איילון']);
  });

  it('are spelled out in agency.ts alone: every page, text and mail reads them from there', () => {
    const details = [
      agency.shortName,
      agency.legalName,
      agency.phone,
      agency.mobile,
      agency.email,
      agency.address.street,
      agency.address.area,
    ];
    const found = codeLines([...filesUnder('src'), ...filesUnder('server')])
      .filter(({ where }) => !where.startsWith('src/content/agency.ts:'))
      .filter(({ text }) => details.some((detail) => text.includes(detail)));
    expect(found.map(({ where }) => where)).toEqual([]);
  });
});
