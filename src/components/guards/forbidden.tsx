import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router';

/** The 403 screen (SPEC §2 "Forbidden page"). */
export function Forbidden() {
  return (
    <Box textAlign="center" py={{ base: '16', md: '24' }} px="4">
      <Text fontSize={{ base: '6xl', md: '8xl' }} fontWeight="bold" color="brand.fg" lineHeight="1">
        403
      </Text>
      <Heading as="h1" size="2xl" mt="4">
        אין גישה
      </Heading>
      <Text mt="3" color="fg.muted" fontSize="lg">
        אין לך הרשאה לצפות בדף זה. רק משתמשים מורשים יכולים לגשת לאזור זה.
      </Text>
      <Button asChild mt="8" size="lg">
        <Link to="/">חזרה לדף הבית</Link>
      </Button>
    </Box>
  );
}
