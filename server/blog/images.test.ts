import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { startS3 } from '../../tests/s3';
import { signedIn } from '../../tests/users';
import { createCategory } from '../db/factories';
import { auditLog, blogImages } from '../db/schema';
import { IMAGE_TYPE_MESSAGE, shareKey, sweepUnlinkedImages, variantKey } from './images';

let t: TestApp;
let admin: Agent;
let member: Agent;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  admin = (await signedIn(t, 'admin')).agent;
  member = (await signedIn(t, 'user')).agent;
  categoryId = (await createCategory(t.deps.database.db)).id;
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 14, g: 124, b: 123 } } });

function form(bytes: Uint8Array | string, name: string, type: string) {
  const body = new FormData();
  body.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
  return body;
}

const upload = (agent: Agent, body: FormData) =>
  agent.request('/api/admin/blog/images', { method: 'POST', body });

async function uploaded(width = 2400, height = 1200) {
  const res = await upload(admin, form(await picture(width, height).png().toBuffer(), 'a.png', 'image/png'));
  expect(res.status).toBe(201);
  return res.body as { url: string; cardUrl: string; width: number; height: number };
}

const idOf = (url: string) => url.split('/')[3] as string;

async function fetchImage(url: string) {
  const res = await t.app.request(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/admin/blog/images', () => {
  it('stores a hero (1600 px wide at most) and a card (640 px) in WebP, served with long caching', async () => {
    const image = await uploaded(2400, 1200);
    expect(image).toEqual({
      url: expect.stringMatching(/^\/media\/blog\/[0-9a-f-]{36}\/hero\.webp$/),
      cardUrl: image.url.replace('hero.webp', 'card.webp'),
      width: 1600,
      height: 800,
    });
    const hero = await fetchImage(image.url);
    expect(hero.res.status).toBe(200);
    expect(hero.res.headers.get('content-type')).toBe('image/webp');
    expect(hero.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hero.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(hero.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const card = await fetchImage(image.cardUrl);
    expect(await sharp(card.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
    const [row] = await db()
      .select()
      .from(blogImages)
      .where(eq(blogImages.id, idOf(image.url)));
    expect(row).toMatchObject({ postId: null, width: 1600, height: 800 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, idOf(image.url)));
    expect(audit?.action).toBe('blog.uploadImage');
  });

  it('makes a 1200×630 JPEG to share, cropped to fill; one uploaded before that gets it from its hero', async () => {
    const image = await uploaded(2400, 1600);
    const shareUrl = image.url.replace('hero.webp', 'share.jpg');
    const share = await fetchImage(shareUrl);
    expect(share.res.status).toBe(200);
    expect(share.res.headers.get('content-type')).toBe('image/jpeg');
    expect(share.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(share.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    // an upload from before share images: made from the hero on the first request, then kept
    const older = await uploaded(800, 800);
    await t.deps.storage.delete(shareKey(idOf(older.url)));
    const made = await fetchImage(older.url.replace('hero.webp', 'share.jpg'));
    expect(made.res.status).toBe(200);
    expect(await sharp(made.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(await t.deps.storage.head(shareKey(idOf(older.url)))).toBeTruthy();
  });

  it('turns a photo as its EXIF says, never enlarges it, and keeps no metadata (no GPS)', async () => {
    const jpeg = await picture(1200, 800)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1' } })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(Buffer.from('Camera'))).toBe(true);
    const res = await upload(admin, form(jpeg, 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    // orientation 6: the 1200×800 picture stands up
    expect(res.body).toMatchObject({ width: 800, height: 1200 });
    const hero = await sharp((await fetchImage(res.body.url)).bytes).metadata();
    expect(hero).toMatchObject({ width: 800, height: 1200 });
    expect(hero.exif).toBeUndefined();
    expect(hero.orientation).toBeUndefined();
    const webp = await picture(300, 200).webp().toBuffer();
    expect((await upload(admin, form(webp, 'w.webp', 'image/webp'))).body).toMatchObject({
      width: 300,
      height: 200,
    });
  });

  it('judges the type by the bytes: HTML named .png is a 415, and so is a GIF', async () => {
    const html = await upload(admin, form('<html><script>alert(1)</script></html>', 'evil.png', 'image/png'));
    expect(html.status).toBe(415);
    expect(html.body.error).toBe(IMAGE_TYPE_MESSAGE);
    const gif = await upload(admin, form(await picture(10, 10).gif().toBuffer(), 'a.png', 'image/png'));
    expect(gif.status).toBe(415);
    // bytes that claim PNG but are cut short: the file cannot be read, 400
    const png = await picture(400, 400).png().toBuffer();
    const cut = await upload(admin, form(png.subarray(0, 60), 'cut.png', 'image/png'));
    expect(cut.status).toBe(400);
  });

  it('answers 413 beyond 10 MiB, 400 without a file, 415 for a JSON body', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    big.set(await picture(10, 10).png().toBuffer());
    const res = await upload(admin, form(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
    const empty = new FormData();
    empty.append('name', 'x');
    expect((await upload(admin, empty)).status).toBe(400);
    expect((await admin.request('/api/admin/blog/images', { json: { file: 'x' } })).status).toBe(415);
  });

  it('is for admins only: 401 signed out, 403 for a member', async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect((await upload(t.agent(), form(png, 'a.png', 'image/png'))).status).toBe(401);
    expect((await upload(member, form(png, 'a.png', 'image/png'))).status).toBe(403);
  });
});

describe('GET /media/blog/…', () => {
  it('answers 404, never 5xx, for unknown and malformed paths', async () => {
    for (const path of [
      '/media/blog/00000000-0000-4000-8000-000000000000/hero.webp',
      '/media/blog/not-a-uuid/hero.webp',
      '/media/blog/00000000-0000-4000-8000-000000000000/other.webp',
      '/media/blog/00000000-0000-4000-8000-000000000000/hero.png',
      '/media/blog/00000000-0000-4000-8000-000000000000/share.jpg',
      '/media/blog/00000000-0000-4000-8000-000000000000/share.webp',
      '/media/blog/..%2F..%2Fsession-secret/hero.webp',
      '/media/blog/x',
      '/media/other',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('images and their posts', () => {
  const storedKeys = async (url: string) =>
    Promise.all(
      [variantKey(idOf(url), 'hero'), variantKey(idOf(url), 'card'), shareKey(idOf(url))].map((key) =>
        t.deps.storage.head(key),
      ),
    );

  it('links the cover and the pictures in the text, removes what an update drops, and all of it with the post', async () => {
    const cover = await uploaded();
    const inText = await uploaded(800, 600);
    const post = {
      title: 'פוסט עם תמונות',
      content: `<p>טקסט</p><img src="${inText.url}" alt="תמונה בטקסט">`,
      image: cover.url,
      imageAlt: 'תמונת שער',
      categoryId,
      published: true,
    };
    const created = await admin.request('/api/admin/blog', { json: post });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const rows = await db().select().from(blogImages).where(eq(blogImages.postId, id));
    expect(rows.map((r) => r.id).sort()).toEqual([idOf(cover.url), idOf(inText.url)].sort());

    // the public post: card-sized image for cards, hero-sized for the page
    const pub = await t.agent().request(`/api/blog/${created.body.slug}`);
    expect(pub.body.image).toBe(cover.cardUrl);
    expect(pub.body.heroImage).toBe(cover.url);
    // and the picture its page names to social networks
    expect(pub.body.shareImage).toBe(cover.url.replace('hero.webp', 'share.jpg'));

    const updated = await admin.request(`/api/admin/blog/${id}`, {
      method: 'PUT',
      json: { ...post, content: '<p>בלי תמונה</p>' },
    });
    expect(updated.status).toBe(200);
    expect(await storedKeys(inText.url)).toEqual([undefined, undefined, undefined]);
    expect((await t.app.request(inText.url)).status).toBe(404);
    expect((await storedKeys(cover.url)).every(Boolean)).toBe(true);

    expect((await admin.request(`/api/admin/blog/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await storedKeys(cover.url)).toEqual([undefined, undefined, undefined]);
    expect(
      await db()
        .select()
        .from(blogImages)
        .where(eq(blogImages.id, idOf(cover.url))),
    ).toEqual([]);
  });

  it('sweeps uploads no post took within 24 hours, and leaves younger or linked ones', async () => {
    const old = await uploaded(100, 100);
    const young = await uploaded(100, 100);
    const linked = await uploaded(100, 100);
    const created = await admin.request('/api/admin/blog', {
      json: { title: 'שער', image: linked.url, imageAlt: 'שער', categoryId },
    });
    expect(created.status).toBe(201);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const url of [old.url, linked.url])
      await db()
        .update(blogImages)
        .set({ createdAt: dayAgo })
        .where(eq(blogImages.id, idOf(url)));

    // two instances sweeping at once share the work and remove each upload once
    const counts = await Promise.all([
      sweepUnlinkedImages(db(), t.deps.storage),
      sweepUnlinkedImages(db(), t.deps.storage),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await storedKeys(old.url)).toEqual([undefined, undefined, undefined]);
    expect((await storedKeys(young.url)).every(Boolean)).toBe(true);
    expect((await storedKeys(linked.url)).every(Boolean)).toBe(true);
    const left = (await db().select({ id: blogImages.id }).from(blogImages)).map((r) => r.id);
    expect(left).not.toContain(idOf(old.url));
    expect(left).toContain(idOf(young.url));
  });
});

describe('on S3 (s3rver)', () => {
  let s3: TestApp;
  let s3Admin: Agent;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const bucket = await startS3();
    stop = bucket.stop;
    s3 = await createTestApp({ env: { RATE_LIMIT: 'off' }, storage: bucket.storage });
    s3Admin = (await signedIn(s3, 'admin')).agent;
  });
  afterAll(async () => {
    await s3?.close();
    await stop?.();
  });

  it('serves the variants from the bucket and removes them with their post', async () => {
    const png = await picture(900, 300).png().toBuffer();
    const res = await upload(s3Admin, form(png, 'a.png', 'image/png'));
    expect(res.status).toBe(201);
    const served = await s3.app.request(res.body.cardUrl);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 640,
      height: 213,
    });
    const { id: category } = await createCategory(s3.deps.database.db);
    const created = await s3Admin.request('/api/admin/blog', {
      json: { title: 'פוסט ב-S3', image: res.body.url, imageAlt: 'שער', categoryId: category },
    });
    expect(created.status).toBe(201);
    expect((await s3Admin.request(`/api/admin/blog/${created.body.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    const id = idOf(res.body.url);
    expect(await s3.deps.storage.head(variantKey(id, 'hero'))).toBeUndefined();
    expect(await s3.deps.storage.head(variantKey(id, 'card'))).toBeUndefined();
    expect((await s3.app.request(res.body.url)).status).toBe(404);
  });
});
