import { Box, chakra, Flex } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { ListSearchField } from '@/components/admin-ui/list-search-field';
import type { MemberSortField, SortOrder } from '@/shared/members';

const sortChoices: { value: `${MemberSortField}:${SortOrder}`; label: string }[] = [
  { value: 'createdAt:desc', label: 'החדשים ביותר' },
  { value: 'createdAt:asc', label: 'הוותיקים ביותר' },
  { value: 'name:asc', label: 'שם (א–ת)' },
  { value: 'name:desc', label: 'שם (ת–א)' },
  { value: 'email:asc', label: 'דוא״ל (A–Z)' },
  { value: 'email:desc', label: 'דוא״ל (Z–A)' },
  { value: 'status:asc', label: 'פעילים תחילה' },
  { value: 'status:desc', label: 'לא פעילים תחילה' },
];

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

/** The search box (name, e-mail or phone) and, on screens that show cards instead of headers, the order. */
export function MemberToolbar({
  searchText,
  onSearchText,
  sort,
  order,
  onOrder,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  sort: MemberSortField;
  order: SortOrder;
  onOrder: (sort: MemberSortField, order: SortOrder) => void;
}) {
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between" mb="4">
      <ListSearchField
        label="חיפוש לפי שם, דוא״ל או טלפון"
        value={searchText}
        onChange={onSearchText}
        flex="1 1 16rem"
        maxW={{ lg: 'md' }}
      />
      <Flex as="label" hideFrom="lg" direction="column" gap="1.5" fontSize="sm" fontWeight="medium">
        מיון
        <chakra.select
          value={`${sort}:${order}`}
          onChange={(event) => {
            const [field, direction] = event.target.value.split(':') as [MemberSortField, SortOrder];
            onOrder(field, direction);
          }}
          h="10"
          ps="3"
          pe="3"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg"
          color="fg"
          fontWeight="normal"
          _focusVisible={focusRing}
        >
          {sortChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </chakra.select>
      </Flex>
    </Flex>
  );
}

/** A plain download of the list's search and order: the browser sends the session cookie and saves the file. */
export function CsvLink({ href }: { href: string }) {
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="4"
      h="10"
      borderRadius="md"
      borderWidth="1px"
      borderColor="brand.border"
      color="brand.fg"
      fontWeight="medium"
      whiteSpace="nowrap"
      _hover={{ bg: 'brand.subtle' }}
      _focusVisible={focusRing}
    >
      <a href={href} download>
        <Download size={18} aria-hidden="true" />
        ייצוא לקובץ CSV
      </a>
    </Box>
  );
}
