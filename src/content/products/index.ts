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
import { luxuryCar } from './luxury-car';
import { pensionFund } from './pension-fund';
import { portfolioCheck } from './portfolio-check';
import { productLiability } from './product-liability';
import { professional } from './professional';
import { profitLoss } from './profit-loss';
import { providentFund } from './provident-fund';
import { thirdParty } from './third-party';
import type { Product, ProductGroup } from './types';

export * from './types';

/** All product pages, in menu order. */
export const products: readonly Product[] = [
  // private
  health,
  criticalIllness,
  luxuryCar,
  portfolioCheck,
  disability,
  home,
  // business
  groupHealth,
  cyber,
  professional,
  productLiability,
  directors,
  employers,
  employeeTrust,
  thirdParty,
  profitLoss,
  foreignWorkers,
  // investments
  pensionFund,
  educationFund,
  providentFund,
  fidelity,
];

const byPath = new Map<string, Product>(products.map((product) => [product.path, product]));

/** Looks a product up by its route; tolerates a trailing slash. */
export function productByPath(path: string): Product | undefined {
  const normalized = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
  return byPath.get(normalized);
}

export const productsByGroup: Record<ProductGroup, readonly Product[]> = {
  private: products.filter((product) => product.group === 'private'),
  business: products.filter((product) => product.group === 'business'),
  investments: products.filter((product) => product.group === 'investments'),
};
