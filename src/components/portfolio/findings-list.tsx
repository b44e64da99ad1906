import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import {
  CalendarClock,
  CalendarX2,
  CircleCheck,
  Copy,
  Info,
  type LucideIcon,
  ShieldAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { Finding, PortfolioPolicy } from '@/shared/portfolio';
import { PolicyNumber } from './format';

interface Look {
  icon: LucideIcon;
  /** the card's accent: its border and icon */
  tone: 'red' | 'orange' | 'gray' | 'blue';
}

// a code the screens do not know yet is shown as a plain notice
const looks: Record<string, Look> = {
  DUPLICATE_COVER: { icon: Copy, tone: 'red' },
  NO_DISABILITY_COVER: { icon: ShieldAlert, tone: 'orange' },
  NO_LIFE_COVER: { icon: ShieldAlert, tone: 'orange' },
  ENDING_SOON: { icon: CalendarClock, tone: 'orange' },
  ENDED: { icon: CalendarX2, tone: 'gray' },
};
const other: Look = { icon: Info, tone: 'blue' };

/** The policies a finding names, each with its cover and insurer when the report lists it. */
function Concerned({ numbers, policies }: { numbers: string[]; policies: PortfolioPolicy[] }) {
  if (numbers.length === 0) return null;
  return (
    <Box as="ul" listStyle="none" mt="3" display="grid" gap="1" fontSize="sm">
      {numbers.map((number) => {
        const policy = policies.find((p) => p.policyNumber === number);
        return (
          <Box as="li" key={number} display="flex" flexWrap="wrap" columnGap="2">
            <Text as="span" color="fg.muted">
              פוליסה <PolicyNumber value={number} />
            </Text>
            {policy && (
              <Text as="span">
                {policy.subBranch || policy.branch}, {policy.company}
              </Text>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The report's findings as the server wrote them: each says what it found, why it matters and what to
 * do, and `help` offers the agency's help with it. None: a short reassurance.
 */
export function FindingsList({
  findings,
  policies,
  help,
  headingLevel,
}: {
  findings: Finding[];
  policies: PortfolioPolicy[];
  help: (finding: Finding) => ReactNode;
  headingLevel: 'h3' | 'h4' | 'h5';
}) {
  if (findings.length === 0) {
    return (
      <Flex
        gap="3"
        align="center"
        p="4"
        borderRadius="xl"
        bg="bg.success"
        borderWidth="1px"
        borderColor="border.success"
      >
        <Box color="fg.success" aria-hidden="true">
          <CircleCheck size={24} />
        </Box>
        <Text>לא מצאנו כפל ביטוחי, פערים בכיסוי או פוליסות שהסתיימו או עומדות להסתיים.</Text>
      </Flex>
    );
  }
  return (
    <Box as="ul" listStyle="none" display="grid" gap="4">
      {findings.map((finding) => {
        const { icon: Icon, tone } = looks[finding.code] ?? other;
        return (
          <Box
            as="li"
            key={`${finding.code}|${finding.title}|${finding.policies.join()}`}
            borderWidth="1px"
            borderColor="border"
            borderInlineStartWidth="4px"
            borderInlineStartColor={`${tone}.500`}
            borderRadius="xl"
            p={{ base: '4', md: '5' }}
            bg="bg.panel"
          >
            <Flex gap="3" align="start">
              <Box color={`${tone}.700`} pt="0.5" flexShrink="0" aria-hidden="true">
                <Icon size={22} />
              </Box>
              <Box minW="0" flex="1">
                <Heading as={headingLevel} size="md">
                  {finding.title}
                </Heading>
                <Text mt="1">{finding.text}</Text>
                <Text mt="2">
                  <Text as="span" fontWeight="bold">
                    מה כדאי לעשות:{' '}
                  </Text>
                  {finding.action}
                </Text>
                <Concerned numbers={finding.policies} policies={policies} />
                <Box mt="3">{help(finding)}</Box>
              </Box>
            </Flex>
          </Box>
        );
      })}
    </Box>
  );
}
