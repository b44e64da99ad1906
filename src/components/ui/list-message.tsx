import { Box, Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Where a list would be: its empty or failed state (`alert` for a failure, read out at once). */
function ListMessage({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <Box
      role={alert ? 'alert' : undefined}
      py="12"
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderStyle={alert ? 'solid' : 'dashed'}
      borderColor={alert ? 'border.error' : undefined}
      bg={alert ? 'bg.error' : undefined}
      borderRadius="lg"
      color="fg.muted"
    >
      {children}
    </Box>
  );
}

/** The list did not load: what failed, a likely reason, and a button that asks again. */
export function ListFailed({ title, retry }: { title: string; retry: () => void }) {
  return (
    <ListMessage alert>
      {/* fg.error (red.600) on bg.error is 4.4:1, under AA: red.700 */}
      <Text fontWeight="bold" color="red.700">
        {title}
      </Text>
      <Text mt="1" color="fg">
        ייתכן שיש בעיה זמנית בחיבור לשרת.
      </Text>
      <Button mt="4" size="sm" variant="outline" onClick={retry}>
        ניסיון נוסף
      </Button>
    </ListMessage>
  );
}

/** The list has nothing yet: an icon, a title and, when given, a line on what will appear here. */
export function ListEmpty({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <ListMessage>
      <Box display="inline-flex" color="fg.subtle" aria-hidden="true">
        {icon}
      </Box>
      <Text mt="3" fontWeight="bold" fontSize="lg" color="fg">
        {title}
      </Text>
      {text && <Text mt="1">{text}</Text>}
    </ListMessage>
  );
}
