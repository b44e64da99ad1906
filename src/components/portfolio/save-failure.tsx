import { Box, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { TransferError } from '@/lib/file-transfer';
import { portfolioReasons } from '@/shared/portfolio';

/** Why a save failed; an unverified address says where it is verified. */
export function SaveFailure({ error }: { error: TransferError | Error }) {
  const unverified = error instanceof TransferError && error.reason === portfolioReasons.emailNotVerified;
  return (
    <Box
      role="alert"
      mt="3"
      p="3"
      borderRadius="md"
      bg="bg.error"
      borderWidth="1px"
      borderColor="border.error"
    >
      <Text color="red.700" fontWeight="semibold">
        {error instanceof TransferError ? error.message : 'השמירה נכשלה. נסו שוב בעוד כמה רגעים.'}
      </Text>
      {unverified && (
        <Text mt="1">
          את הכתובת מאמתים בקישור שנשלח אליכם בדוא״ל; אפשר לשלוח אותו שוב{' '}
          <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
            <Link to="/dashboard">בפרופיל שבאזור האישי</Link>
          </Box>
          .
        </Text>
      )}
    </Box>
  );
}
