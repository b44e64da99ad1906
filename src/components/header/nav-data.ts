import { type ProductGroup, productGroupNames, productGroups, summariesByGroup } from '@/content/products';

export interface NavLinkItem {
  label: string;
  path: string;
  description?: string;
}

export interface NavGroup {
  id: ProductGroup;
  label: string;
  items: NavLinkItem[];
}

/** The header's three product menus, in the order of the product content. */
export const navGroups: NavGroup[] = productGroups.map((group) => ({
  id: group,
  label: productGroupNames[group],
  items: summariesByGroup(group).map((p) => ({ label: p.title, path: p.path, description: p.tagline })),
}));

export const navLinks: NavLinkItem[] = [
  { label: 'בלוג', path: '/blog' },
  { label: 'צרו קשר', path: '/contact' },
];

export const ACCOUNT_LINK: NavLinkItem = { label: 'האזור האישי', path: '/dashboard' };
export const ADMIN_LINK: NavLinkItem = { label: 'ניהול', path: '/admin' };

/** A menu opens 200 ms after the pointer arrives, at once within 300 ms of another closing,
 * and closes 150 ms after the pointer leaves. */
export const MENU_TIMING = { openDelay: 200, skipDelay: 300, closeDelay: 150 } as const;
