import { describe, expect, it } from 'vitest';
import { productByPath, products } from './texts';

const paths = products.map((product) => product.path);

describe('products', () => {
  it('has 20 products with unique paths', () => {
    expect(products).toHaveLength(20);
    expect(new Set(paths).size).toBe(products.length);
  });

  it('has unique slugs that match the last path segment', () => {
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    for (const product of products) {
      expect(product.path.split('/').at(-1), product.path).toBe(product.slug);
    }
  });

  it('links only to existing products, never to itself', () => {
    for (const product of products) {
      expect(product.related.length, product.path).toBeGreaterThanOrEqual(2);
      expect(product.related.length, product.path).toBeLessThanOrEqual(4);
      expect(new Set(product.related).size, product.path).toBe(product.related.length);
      for (const related of product.related) {
        expect(paths, `${product.path} -> ${related}`).toContain(related);
        expect(related, product.path).not.toBe(product.path);
      }
    }
  });

  it('has a meta description of 120–160 characters', () => {
    for (const product of products) {
      const { length } = product.description;
      expect(length, `${product.path} (${length})`).toBeGreaterThanOrEqual(120);
      expect(length, `${product.path} (${length})`).toBeLessThanOrEqual(160);
    }
  });

  it('has at least 3 FAQ items and 4 coverage items', () => {
    for (const product of products) {
      expect(product.faq.length, product.path).toBeGreaterThanOrEqual(3);
      expect(product.coverage.length, product.path).toBeGreaterThanOrEqual(4);
    }
  });

  it('finds products by path', () => {
    for (const product of products) {
      expect(productByPath(product.path)).toBe(product);
    }
    expect(productByPath('/insurance/health/')).toBe(productByPath('/insurance/health'));
    expect(productByPath('/insurance/does-not-exist')).toBeUndefined();
  });
});
