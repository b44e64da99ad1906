import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareImageUrl } from './images';

const ID = '0b6f1c3e-7a52-4c1d-9e0f-2a4b6c8d0e1f';

describe('the share image of a post', () => {
  it('is the upload’s JPEG, the PNG beside a cover of the site’s own, or none (the site’s image)', () => {
    expect(shareImageUrl(`/media/blog/${ID}/hero.webp`)).toBe(`/media/blog/${ID}/share.jpg`);
    expect(shareImageUrl(`/media/blog/${ID}/card.webp`)).toBe(`/media/blog/${ID}/share.jpg`);
    expect(shareImageUrl('/images/blog/default.svg')).toBe('/images/blog/default.png');
    expect(shareImageUrl('/images/other/picture.jpg')).toBeNull();
    expect(shareImageUrl(null)).toBeNull();
  });

  it('exists as a 1200×630 PNG for every SVG cover the site ships', async () => {
    const svgs = readdirSync('public/images/blog').filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      const png = `public${shareImageUrl(`/images/blog/${svg}`)}`;
      expect(await sharp(png).metadata(), png).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });
});
