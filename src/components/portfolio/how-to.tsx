import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The government site where the report is downloaded. */
export const HAR_HABITUACH_URL = 'https://harb.cma.gov.il';

const navy = '#0b3a5b';
const light = '#eef6fa';
const line = '#add2e6';
const green = '#1d6f42';

/** A small drawing of one step: decorative, the step's text says it all. */
function Drawing({ children }: { children: ReactNode }) {
  return (
    <Box
      flexShrink="0"
      w={{ base: '84px', md: '120px' }}
      aria-hidden="true"
      // a rule, not presentation attributes: the page's font rules would win over those
      css={{
        '& svg': { direction: 'ltr' },
        '& text': { fontSize: '8.5px', fontWeight: 700, fontFamily: 'inherit' },
      }}
    >
      <svg viewBox="0 0 120 84" width="100%" role="presentation" focusable="false">
        <rect x="1" y="1" width="118" height="82" rx="10" fill={light} stroke={line} strokeWidth="2" />
        {children}
      </svg>
    </Box>
  );
}

const browser = (
  <Drawing>
    <rect x="12" y="12" width="96" height="60" rx="5" fill="white" stroke={navy} strokeWidth="2" />
    <line x1="12" y1="24" x2="108" y2="24" stroke={navy} strokeWidth="2" />
    <circle cx="100" cy="18" r="2" fill={navy} />
    <circle cx="93" cy="18" r="2" fill={navy} />
    <circle cx="86" cy="18" r="2" fill={navy} />
    <rect x="18" y="15" width="58" height="6" rx="3" fill={light} />
    <path d="M24 64 L46 38 L58 52 L68 42 L92 64 Z" fill="#26729f" />
    <path d="M46 38 L51 44 L43 46 Z" fill="white" />
  </Drawing>
);

const phone = (
  <Drawing>
    <rect x="42" y="8" width="36" height="68" rx="6" fill="white" stroke={navy} strokeWidth="2" />
    <line x1="54" y1="14" x2="66" y2="14" stroke={navy} strokeWidth="2" strokeLinecap="round" />
    {[0, 1, 2, 3].map((i) => (
      <rect key={i} x={47 + i * 7} y="36" width="5" height="8" rx="1" fill={navy} />
    ))}
    <rect x="48" y="54" width="24" height="8" rx="4" fill="#26729f" />
  </Drawing>
);

const exportButton = (
  <Drawing>
    {[16, 28, 40].map((y) => (
      <g key={y}>
        <rect x="12" y={y} width="96" height="8" rx="2" fill="white" stroke={line} />
        <rect x="70" y={y + 2.5} width="32" height="3" rx="1.5" fill={line} />
      </g>
    ))}
    <rect x="8" y="54" width="72" height="18" rx="4" fill={green} />
    <text x="44" y="66" fill="white" textAnchor="middle">
      ייצוא לאקסל
    </text>
    <path
      d="M84 60 L84 78 L89 73 L93 81 L96 79 L92 72 L99 72 Z"
      fill="white"
      stroke={navy}
      strokeWidth="1.5"
    />
  </Drawing>
);

const file = (
  <Drawing>
    <path d="M44 10 H70 L82 22 V62 H44 Z" fill="white" stroke={navy} strokeWidth="2" />
    <path d="M70 10 V22 H82" fill="none" stroke={navy} strokeWidth="2" />
    <rect x="48" y="36" width="30" height="12" rx="2" fill={green} />
    <text x="63" y="45" fill="white" textAnchor="middle">
      XLSX
    </text>
    <rect x="24" y="66" width="72" height="12" rx="3" fill="none" stroke={navy} strokeDasharray="4 3" />
    <path d="M60 64 V72 M56 68 L60 72 L64 68" stroke={navy} strokeWidth="2" fill="none" />
  </Drawing>
);

const steps: { id: string; drawing: ReactNode; text: ReactNode }[] = [
  {
    id: 'site',
    drawing: browser,
    text: (
      <>
        נכנסים לאתר{' '}
        <chakra.a
          href={HAR_HABITUACH_URL}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          הר הביטוח של משרד האוצר
          <chakra.span srOnly> (נפתח בחלון חדש)</chakra.span>
        </chakra.a>
        .
      </>
    ),
  },
  {
    id: 'sign-in',
    drawing: phone,
    text: 'מזדהים בהזדהות הממשלתית: מספר תעודת זהות וקוד חד־פעמי שנשלח לטלפון.',
  },
  {
    id: 'export',
    drawing: exportButton,
    text: 'בעמוד שמציג את הפוליסות שלכם לוחצים על ׳ייצוא לאקסל׳.',
  },
  {
    id: 'file',
    drawing: file,
    text: 'הקובץ נשמר בהורדות, בדרך כלל בשם data ואחריו מספר הזהות. גוררים אותו לכאן או בוחרים אותו.',
  },
];

/** How to get the report: four numbered steps, each with a small drawing; `heading` null where a summary names it. */
export function HowTo({ heading = 'h3' }: { heading?: 'h3' | 'h4' | null }) {
  return (
    <Box>
      {heading && (
        <Heading as={heading} size="md" mb="3">
          איך מורידים את הקובץ מהר הביטוח?
        </Heading>
      )}
      <chakra.ol listStyle="none" display="grid" gap="3" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }}>
        {steps.map((step, index) => (
          <Flex as="li" key={step.id} gap="3" align="center">
            {step.drawing}
            <Box>
              <Text as="span" fontWeight="bold" color="brand.fg" me="1">
                {index + 1}.
              </Text>
              <Text as="span">{step.text}</Text>
            </Box>
          </Flex>
        ))}
      </chakra.ol>
    </Box>
  );
}
