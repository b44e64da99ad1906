/**
 * The product pages' texts, served by `content.product`; their path, title and tagline are in
 * ./index.ts, which the menus and the route table read. Only the server imports this module: the
 * texts travel in a product page's data, so no page's JavaScript carries them.
 */

import { claimsGuideOf } from './claims-guide';
import { criticalIllness } from './critical-illness';
import { cyber } from './cyber';
import { directors } from './directors';
import { disability } from './disability';
import { educationFund } from './education-fund';
import { employeeTrust } from './employee-trust';
import { employers } from './employers';
import { fidelity } from './fidelity';
import { foreignWorkers } from './foreign-workers';
import { groupHealth } from './group-health';
import { health } from './health';
import { home } from './home';
import { type Product, type ProductSlug, type ProductTexts, productSummaries, summaryByPath } from './index';
import { luxuryCar } from './luxury-car';
import { pensionFund } from './pension-fund';
import { portfolioCheck } from './portfolio-check';
import { productLiability } from './product-liability';
import { professional } from './professional';
import { profitLoss } from './profit-loss';
import { providentFund } from './provident-fund';
import { thirdParty } from './third-party';

const texts: Record<ProductSlug, ProductTexts> = {
  health,
  'critical-illness': criticalIllness,
  'luxury-car': luxuryCar,
  'portfolio-check': portfolioCheck,
  disability,
  home,
  'group-health': groupHealth,
  cyber,
  professional,
  'product-liability': productLiability,
  directors,
  employers,
  'employee-trust': employeeTrust,
  'third-party': thirdParty,
  'profit-loss': profitLoss,
  'foreign-workers': foreignWorkers,
  'pension-fund': pensionFund,
  'education-fund': educationFund,
  'provident-fund': providentFund,
  fidelity,
};

/** All product pages with their texts, in menu order. */
export const products: readonly Product[] = productSummaries.map((summary) => ({
  ...summary,
  ...texts[summary.slug],
  claimsGuide: claimsGuideOf(summary.slug),
}));

const byPath = new Map(products.map((product) => [product.path, product]));

/** Looks a product up by its route; tolerates a trailing slash. */
export function productByPath(path: string): Product | undefined {
  const summary = summaryByPath(path);
  return summary && byPath.get(summary.path);
}
