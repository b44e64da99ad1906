import { Flex, Text } from '@chakra-ui/react';
import { CardGrid } from '@/components/marketing/card-grid';

/** The agency's part, as numbered steps (an <ol>: the order is the way we work). */
export function HowWeHelp({ items }: { items: readonly string[] }) {
  return (
    <CardGrid as="ol" columns={{ base: 1, md: 2 }} gap="4">
      {items.map((item, index) => (
        <Flex as="li" key={item} gap="4" align="flex-start" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          <Flex
            as="span"
            aria-hidden="true"
            boxSize="9"
            flexShrink="0"
            align="center"
            justify="center"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="bold"
          >
            {index + 1}
          </Flex>
          <Text mt="1">{item}</Text>
        </Flex>
      ))}
    </CardGrid>
  );
}
