import { Box, chakra, Flex, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  type PortfolioPolicy,
  type PortfolioSection,
  portfolioSectionLabels,
  portfolioSections,
} from '@/shared/portfolio';
import { tableSlotRecipe } from '@/theme/chakra-theme';
import { ActiveBadge, Period, PolicyNumber, Premium } from './format';

/** The cover (the secondary branch, shown as the report writes it, known or not) and its main branch. */
function Cover({ policy }: { policy: PortfolioPolicy }) {
  return (
    <>
      <Text fontWeight="semibold">{policy.subBranch || policy.branch}</Text>
      {policy.subBranch && policy.branch && (
        <Text fontSize="sm" color="fg.muted">
          {policy.branch}
        </Text>
      )}
    </>
  );
}

// a report may list one policy number under several covers
const policyKey = (p: PortfolioPolicy) => `${p.policyNumber}|${p.subBranch}|${p.company}|${p.startDate}`;

function SectionTable({ title, policies }: { title: string; policies: PortfolioPolicy[] }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="xl">
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Caption srOnly>{title}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>כיסוי</Table.ColumnHeader>
            <Table.ColumnHeader>חברה</Table.ColumnHeader>
            <Table.ColumnHeader>סוג מוצר</Table.ColumnHeader>
            <Table.ColumnHeader>תקופת ביטוח</Table.ColumnHeader>
            <Table.ColumnHeader>פרמיה</Table.ColumnHeader>
            <Table.ColumnHeader>מספר פוליסה</Table.ColumnHeader>
            <Table.ColumnHeader>מצב</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {policies.map((policy) => (
            <Table.Row key={policyKey(policy)}>
              <Table.Cell minW="12rem">
                <Cover policy={policy} />
              </Table.Cell>
              <Table.Cell>{policy.company}</Table.Cell>
              <Table.Cell>{policy.productType}</Table.Cell>
              <Table.Cell>
                <Period policy={policy} />
              </Table.Cell>
              <Table.Cell>
                <Premium policy={policy} />
              </Table.Cell>
              <Table.Cell>
                <PolicyNumber value={policy.policyNumber} />
              </Table.Cell>
              <Table.Cell>
                <ActiveBadge active={policy.active} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SectionCards({ title, policies }: { title: string; policies: PortfolioPolicy[] }) {
  const field = (name: string, value: ReactNode) => (
    <>
      <chakra.dt color="fg.muted">{name}</chakra.dt>
      <chakra.dd minW="0" overflowWrap="anywhere">
        {value}
      </chakra.dd>
    </>
  );
  return (
    <chakra.ul listStyle="none" display="grid" gap="3" aria-label={title}>
      {policies.map((policy) => (
        <chakra.li
          key={policyKey(policy)}
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          p="4"
          bg="bg.panel"
        >
          <Flex justify="space-between" align="start" gap="3">
            <Box minW="0">
              <Cover policy={policy} />
            </Box>
            <ActiveBadge active={policy.active} />
          </Flex>
          <chakra.dl
            mt="3"
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="4"
            rowGap="1"
            fontSize="sm"
          >
            {field('חברה', policy.company)}
            {field('סוג מוצר', policy.productType)}
            {field('תקופה', <Period policy={policy} />)}
            {field('פרמיה', <Premium policy={policy} />)}
            {field('מספר פוליסה', <PolicyNumber value={policy.policyNumber} />)}
            {policy.details && field('פרטים נוספים', policy.details)}
          </chakra.dl>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

const countText = (n: number) => (n === 1 ? 'פוליסה אחת' : `${n} פוליסות`);

/** Every policy of the report under its section: a table from lg up, cards below it. */
export function PoliciesView({
  policies,
  headingLevel,
}: {
  policies: PortfolioPolicy[];
  headingLevel: 'h3' | 'h4' | 'h5';
}) {
  const bySection = (section: PortfolioSection) => policies.filter((p) => p.section === section);
  return (
    <Flex direction="column" gap="6">
      {portfolioSections.map((section) => {
        const list = bySection(section);
        if (list.length === 0) return null;
        const title = portfolioSectionLabels[section];
        return (
          <Box as="section" key={section} aria-label={title}>
            <Heading as={headingLevel} size="md" mb="3">
              {title}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                ({countText(list.length)})
              </Text>
            </Heading>
            <Box hideBelow="lg">
              <SectionTable title={title} policies={list} />
            </Box>
            <Box hideFrom="lg">
              <SectionCards title={title} policies={list} />
            </Box>
          </Box>
        );
      })}
    </Flex>
  );
}
