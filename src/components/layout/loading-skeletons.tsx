import { Box, type BoxProps, Flex, Skeleton, type SkeletonProps, Stack } from '@chakra-ui/react';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { PageContainer } from './page-container';

/** One grey block; the recipe is passed here, so only the chunks that show a skeleton load it. */
function Bone(props: SkeletonProps) {
  return <Skeleton recipe={skeletonRecipe} h="4" borderRadius="md" {...props} />;
}

/** Says 'טוען...' to screen readers; the shapes are decoration (and take part in the layout as they are). */
function Loading({ children, ...props }: BoxProps) {
  return (
    <Box role="status" {...props}>
      <Box srOnly>טוען...</Box>
      <Box aria-hidden="true" display="contents">
        {children}
      </Box>
    </Box>
  );
}

/** Rows of a list, a table or a form on its way. */
function Rows({ count }: { count: number }) {
  return (
    <Stack gap="3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Bone key={index} h="12" w="full" />
      ))}
    </Stack>
  );
}

/** A list, a table or a panel of the signed-in areas whose data is on its way. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Loading>
      <Rows count={rows} />
    </Loading>
  );
}

/** The personal area until the account is known: its heading, greeting, tabs and a form. */
export function AccountAreaSkeleton() {
  return (
    <Loading>
      <PageContainer py={{ base: '8', md: '12' }} maxW="5xl">
        <Bone h="10" w="56" />
        <Bone h="5" w="40" mt="3" />
        <Flex gap="4" mt={{ base: '6', md: '8' }} pb="3" borderBottomWidth="1px">
          <Bone h="8" w="24" />
          <Bone h="8" w="24" />
          <Bone h="8" w="24" />
        </Flex>
        <Stack gap="5" mt={{ base: '6', md: '8' }} maxW="xl">
          <Bone h="5" w="32" />
          <Bone h="10" w="full" />
          <Bone h="10" w="full" />
          <Bone h="10" w="full" />
        </Stack>
      </PageContainer>
    </Loading>
  );
}

/** The admin area until the account is known: its side menu, breadcrumb, heading and a list. */
export function AdminAreaSkeleton() {
  return (
    // the admin layout's column runs the main area's whole height
    <Loading display="flex" flex="1">
      <Flex align="stretch" flex="1">
        <Stack
          display={{ base: 'none', lg: 'flex' }}
          w="64"
          flexShrink="0"
          borderInlineEndWidth="1px"
          bg="bg.subtle"
          p="4"
          gap="3"
        >
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Bone key={index} h="9" w="full" />
          ))}
        </Stack>
        <Box flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '4', md: '8' }}>
          <Bone h="5" w="48" mb={{ base: '4', md: '6' }} />
          <Bone h="9" w="64" maxW="full" />
          <Bone h="5" w="80" maxW="full" mt="2" mb="6" />
          <Rows count={6} />
        </Box>
      </Flex>
    </Loading>
  );
}
