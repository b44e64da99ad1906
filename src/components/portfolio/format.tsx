import { Badge, chakra } from '@chakra-ui/react';
import { formatDayText } from '@/shared/day-text';
import { formatMoney } from '@/shared/money';
import type { PortfolioPolicy } from '@/shared/portfolio';
import { badgeRecipe } from '@/theme/chakra-theme';

/** '₪ 123.45': an amount in shekels, the site's one format. */
export const shekels = (amount: number) => formatMoney(amount, 'ILS');

/** A policy's premium and how often it is paid: '123 ₪ לחודש'; a dash read as 'לא צוינה' when the report has none. */
export function Premium({ policy }: { policy: Pick<PortfolioPolicy, 'premium' | 'premiumPeriod'> }) {
  if (policy.premium === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <chakra.span srOnly>לא צוינה</chakra.span>
      </>
    );
  }
  const period =
    policy.premiumPeriod === 'yearly' ? 'לשנה' : policy.premiumPeriod === 'monthly' ? 'לחודש' : '';
  return (
    <chakra.span whiteSpace="nowrap">
      {shekels(policy.premium)} {period}
    </chakra.span>
  );
}

const day = (value: string | null) => (value ? formatDayText(value) : '?');

/** A policy's period: '01.01.2024 – 31.12.2026' (the start then the end, as the report writes it). */
export function Period({ policy }: { policy: Pick<PortfolioPolicy, 'startDate' | 'endDate'> }) {
  if (!policy.startDate && !policy.endDate) return <span>לא צוינה</span>;
  return (
    // flex items: the bidi algorithm would otherwise join the two dates into one run
    <chakra.span display="inline-flex" flexWrap="wrap" columnGap="1" whiteSpace="nowrap">
      <span>{day(policy.startDate)}</span>
      <span aria-hidden="true">–</span>
      <chakra.span srOnly>עד</chakra.span>
      <span>{day(policy.endDate)}</span>
    </chakra.span>
  );
}

/** Whether the policy is in force today, as the server judged it. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      recipe={badgeRecipe}
      colorPalette={active ? 'green' : 'gray'}
      variant="subtle"
      size="md"
      whiteSpace="nowrap"
    >
      {active ? 'בתוקף' : 'לא בתוקף'}
    </Badge>
  );
}

/** A policy number (digits and Latin letters), kept left-to-right inside the Hebrew text. */
export const PolicyNumber = ({ value }: { value: string }) => (
  <chakra.bdi dir="ltr" fontFamily="mono" fontSize="0.95em">
    {value}
  </chakra.bdi>
);
