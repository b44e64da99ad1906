import { Box, type BoxProps, Flex, type FlexProps } from '@chakra-ui/react';

interface StatProps extends FlexProps {
  value: string;
  label: string;
  valueProps?: BoxProps;
  labelProps?: BoxProps;
}

/** One figure of a `<dl>`: the value (`<dd>`) shown above its label (`<dt>`), which is read first. */
export function Stat({ value, label, valueProps, labelProps, ...props }: StatProps) {
  return (
    <Flex direction="column-reverse" align="center" textAlign="center" {...props}>
      <Box as="dt" mt="1" {...labelProps}>
        {label}
      </Box>
      <Box as="dd" m="0" fontWeight="extrabold" {...valueProps}>
        <bdi dir="ltr">{value}</bdi>
      </Box>
    </Flex>
  );
}
