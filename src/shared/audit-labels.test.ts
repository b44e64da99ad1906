import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionLabel, actionLabels, detailsText, targetText } from './audit-labels';

const serverDir = path.resolve(__dirname, '../../server');

/** Every `action: 'area.verb'` the server's code writes (its tests aside). */
function actionsWritten(): string[] {
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(serverDir, file), 'utf8');
    for (const match of text.matchAll(/action: '([a-zA-Z]+\.[a-zA-Z]+)'/g)) found.add(match[1] as string);
  }
  return [...found].sort();
}

describe('audit log labels', () => {
  it('names in Hebrew every action the server writes', () => {
    const written = actionsWritten();
    expect(written).toContain('member.create');
    expect(written).toContain('travel.setStatus');
    expect(written.filter((action) => !(action in actionLabels))).toEqual([]);
    for (const label of Object.values(actionLabels)) expect(label).toMatch(/^[\u0590-\u05FF]/);
  });

  it('shows an unknown action as written, and an area as all of its actions', () => {
    expect(actionLabel('blog.publish')).toBe('blog.publish');
    expect(actionLabel('member')).toBe('כל הפעולות: חברים');
  });

  it('names the record', () => {
    expect(targetText('member', '12')).toBe('חבר · מזהה 12');
    expect(targetText('members', null)).toBe('רשימת החברים');
    expect(targetText(null, null)).toBe('—');
  });

  it.each([
    [
      'member.list',
      { count: 20, total: 1234, page: 3, search: 'כהן', sort: 'name', order: 'asc' },
      'הוצגו 20 מתוך 1,234 · עמוד 3 · חיפוש: „כהן” · מיון: שם, בסדר עולה',
    ],
    [
      'member.update',
      { changed: ['name', 'status'], from: 'active', to: 'inactive' },
      'שונו: שם, סטטוס · סטטוס: פעיל ← לא פעיל',
    ],
    ['travel.setStatus', { from: 'pending', to: 'approved' }, 'סטטוס: ממתין ← אושר'],
    ['contact.markHandled', { handled: true }, 'סומנה כטופלה'],
    ['contact.list', { count: 3 }, '3 רשומות'],
    [
      'audit.list',
      { count: 0, total: 0, page: 1, action: 'member', from: '2026-01-01' },
      'הוצגו 0 מתוך 0 · מתאריך 01.01.2026 · פעולה: כל הפעולות: חברים',
    ],
    ['x.y', { other: { a: 1 } }, 'other: {"a":1}'],
    ['customer.setRole', { fromRole: 'user', toRole: 'admin' }, 'תפקיד: לקוח ← מנהל'],
    ['customer.block', { endedSessions: 2 }, 'חיבורים שנותקו: 2'],
    ['policy.end', { userId: 7, from: 'active', to: 'ended' }, 'סטטוס: פעיל ← הסתיימה · לקוח: מזהה 7'],
    ['dashboard.overview', { applications: 2, messages: 3 }, 'בקשות שהוצגו: 2 · פניות שהוצגו: 3'],
    [
      'travel.setStatus',
      { from: 'pending', to: 'rejected', reason: 'חסר מספר דרכון', mailed: true },
      'סטטוס: ממתין ← נדחה · סיבת הדחייה: „חסר מספר דרכון” · נשלח דוא״ל ללקוח',
    ],
    ['blog.create', { slug: 'travel-tips', published: true }, 'כתובת: travel-tips · פרסום: פורסם'],
    [
      'blog.update',
      {
        slug: { from: 'a', to: 'b' },
        published: { from: true, to: false },
        droppedImages: ['x.webp', 'y.webp'],
      },
      'כתובת: a ← b · פרסום: פורסם ← טיוטה · תמונות שהוסרו: 2',
    ],
    [
      'category.update',
      { name: { from: 'בריאות', to: 'ביטוח בריאות' }, slug: { from: 'health', to: 'health' } },
      'שם: „בריאות” ← „ביטוח בריאות” · כתובת: health ← health',
    ],
    [
      'blog.uploadImage',
      { bytes: 250_880, type: 'image/webp', width: 1600, height: 900 },
      'מידות: 1,600×900 · גודל: 245 ק״ב · סוג קובץ: image/webp',
    ],
  ])('summarizes %s %j', (action, details, expected) => {
    expect(detailsText(action, details)).toBe(expected);
  });

  // every shape of details the server writes (server/**: recordAudit and auditedRead callers)
  it.each([
    ['dashboard.overview', { applications: 2, messages: 2 }],
    ['travel.list', { count: 2, total: 9, page: 2, status: 'pending', search: 'כהן' }],
    ['travel.setStatus', { from: 'pending', to: 'approved', mailed: true }],
    [
      'member.list',
      { count: 1, total: 1, page: 1, status: 'active', search: 'x', sort: 'name', order: 'asc' },
    ],
    ['member.update', { changed: ['name', 'email', 'phone', 'status'], from: 'active', to: 'inactive' }],
    ['customer.list', { count: 1, total: 1, page: 1, search: 'x', role: 'admin' }],
    [
      'policy.update',
      { userId: 3, changed: ['policyNumber', 'policyType', 'startDate', 'endDate', 'status'] },
    ],
    ['blog.delete', { slug: 'old-post', droppedImages: ['a.webp'] }],
    ['category.delete', { name: 'בריאות', slug: 'health' }],
    [
      'audit.list',
      { count: 1, total: 1, page: 1, actorId: 2, action: 'member', from: '2026-01-01', to: '2026-01-02' },
    ],
  ])('shows %s %j with Hebrew labels, no raw key', (action, details) => {
    const text = detailsText(action, details, () => 'dana');
    expect(text).not.toMatch(/[a-zA-Z]+:/);
    expect(text).toMatch(/[\u0590-\u05FF]/);
  });
});
