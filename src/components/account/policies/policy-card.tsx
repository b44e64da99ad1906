import { Badge, chakra, Flex, Text } from '@chakra-ui/react';
import { type Policy, policyTypeLabels } from '@/shared/account';
import { formatMoney } from '@/shared/money';
import {
  daysLeft,
  daysLeftText,
  premiumPeriodLabels,
  RENEWAL_SOON_DAYS,
  type RenewalStatus,
  renewalStatusLabels,
} from '@/shared/policies';
import { CalendarDay } from '../calendar-day';
import { CardFields, CardItem, CardList, LtrNumber } from '../list-parts';
import { PolicyStatusBadge } from '../policy-parts';
import { badgeRecipe } from '../recipes';
import { PolicyActions } from './policy-actions';

const renewalPalettes: Record<RenewalStatus, string> = {
  open: 'gray',
  requested: 'blue',
  contacted: 'blue',
  renewed: 'green',
  lost: 'gray',
};

/** 'מסתיימת בעוד 12 ימים': an active policy within RENEWAL_SOON_DAYS of its end. */
function EndingSoon({ policy }: { policy: Policy }) {
  const days = daysLeft(policy.endDate);
  if (policy.status !== 'active' || days === null || days > RENEWAL_SOON_DAYS) return null;
  return (
    <Badge recipe={badgeRecipe} colorPalette="orange" variant="subtle" size="md" mt="2">
      מסתיימת {daysLeftText(days)}
    </Badge>
  );
}

function Coverages({ policy }: { policy: Policy }) {
  if (policy.coverages.length === 0) return <Text>לא נרשמו כיסויים</Text>;
  return (
    <chakra.ul listStyle="none" display="grid" gap="0.5">
      {policy.coverages.map((coverage) => (
        <chakra.li key={coverage.title}>
          {coverage.title}
          {coverage.amount !== undefined && (
            <chakra.span color="fg.muted"> – עד {formatMoney(coverage.amount, 'ILS')}</chakra.span>
          )}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** One policy: its type and status, insurer, number, dates, premium, coverages, renewal and actions. */
function PolicyCard({ policy }: { policy: Policy }) {
  return (
    <CardItem>
      <Flex justify="space-between" align="start" gap="3">
        <Text as="h3" fontWeight="bold" fontSize="lg">
          {policyTypeLabels[policy.policyType]}
          {policy.company && (
            <chakra.span display="block" fontSize="md" fontWeight="medium" color="fg.muted">
              {policy.company}
            </chakra.span>
          )}
        </Text>
        <PolicyStatusBadge status={policy.status} />
      </Flex>
      <EndingSoon policy={policy} />
      <CardFields>
        <chakra.dt color="fg.muted">מספר פוליסה</chakra.dt>
        <chakra.dd>
          <LtrNumber value={policy.policyNumber} />
        </chakra.dd>
        <chakra.dt color="fg.muted">תקופה</chakra.dt>
        <chakra.dd>
          <CalendarDay value={policy.startDate} /> –{' '}
          <CalendarDay value={policy.endDate} none="ללא תאריך סיום" />
        </chakra.dd>
        <chakra.dt color="fg.muted">פרמיה</chakra.dt>
        <chakra.dd>
          {policy.premium !== null && policy.premiumPeriod
            ? `${formatMoney(policy.premium, 'ILS')} ${premiumPeriodLabels[policy.premiumPeriod]}`
            : 'לא נרשמה'}
        </chakra.dd>
        <chakra.dt color="fg.muted">כיסויים</chakra.dt>
        <chakra.dd>
          <Coverages policy={policy} />
        </chakra.dd>
        {policy.status === 'active' && (
          <>
            <chakra.dt color="fg.muted">חידוש</chakra.dt>
            <chakra.dd>
              <Badge
                recipe={badgeRecipe}
                colorPalette={renewalPalettes[policy.renewalStatus]}
                variant="subtle"
                size="sm"
              >
                {renewalStatusLabels[policy.renewalStatus]}
              </Badge>
            </chakra.dd>
          </>
        )}
      </CardFields>
      <PolicyActions policy={policy} />
    </CardItem>
  );
}

/** The customer's policies as cards: one column on a phone, two from lg up. */
export function PolicyCards({ policies }: { policies: Policy[] }) {
  return (
    <CardList label="הפוליסות שלי" columns={{ base: 1, lg: 2 }}>
      {policies.map((policy) => (
        <PolicyCard key={policy.id} policy={policy} />
      ))}
    </CardList>
  );
}
