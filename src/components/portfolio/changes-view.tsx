import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatTimestamp } from '@/components/account/documents/transfer';
import type { PortfolioPolicy, SavedPortfolio } from '@/shared/portfolio';
import { PolicyNumber, shekels } from './format';

type Changes = NonNullable<SavedPortfolio['changes']>;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontWeight="bold">{title}</Text>
      <chakra.ul listStyle="none" mt="1" display="grid" gap="1" fontSize="sm">
        {children}
      </chakra.ul>
    </Box>
  );
}

const money = (amount: number | null) => (amount === null ? 'לא צוינה' : shekels(amount));

/** How this report differs from the holder's report saved before it: new, gone, premium changed. */
export function ChangesView({
  changes,
  policies,
  headingLevel,
}: {
  changes: Changes;
  policies: PortfolioPolicy[];
  headingLevel: 'h3' | 'h4';
}) {
  const named = (number: string) => {
    const policy = policies.find((p) => p.policyNumber === number);
    return (
      <>
        פוליסה <PolicyNumber value={number} />
        {policy && ` – ${policy.subBranch || policy.branch}, ${policy.company}`}
      </>
    );
  };
  const none = changes.added.length + changes.removed.length + changes.premiumChanged.length === 0;
  return (
    <Box as="section" aria-label="מה השתנה" p={{ base: '4', md: '5' }} borderRadius="xl" bg="bg.subtle">
      <Heading as={headingLevel} size="md" mb="3">
        מה השתנה מאז הדוח מ־{formatTimestamp(new Date(changes.since).toISOString())}
      </Heading>
      {none ? (
        <Text>לא השתנה דבר: אותן פוליסות ואותן פרמיות.</Text>
      ) : (
        <Box display="grid" gap="4" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}>
          {changes.added.length > 0 && (
            <Group title={`פוליסות חדשות (${changes.added.length})`}>
              {changes.added.map((number) => (
                <li key={number}>{named(number)}</li>
              ))}
            </Group>
          )}
          {changes.removed.length > 0 && (
            <Group title={`פוליסות שאינן עוד בדוח (${changes.removed.length})`}>
              {changes.removed.map((number) => (
                <li key={number}>
                  פוליסה <PolicyNumber value={number} />
                </li>
              ))}
            </Group>
          )}
          {changes.premiumChanged.length > 0 && (
            <Group title={`פרמיה שהשתנתה (${changes.premiumChanged.length})`}>
              {changes.premiumChanged.map((change) => (
                <li key={change.policyNumber}>
                  {named(change.policyNumber)}: הייתה {money(change.before)}, עכשיו {money(change.after)}
                </li>
              ))}
            </Group>
          )}
        </Box>
      )}
    </Box>
  );
}
