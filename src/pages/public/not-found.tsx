// The not-found page: a large 404, a live 20-second countdown, then home. Served with HTTP 404.

import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NotFoundNotice } from '@/components/layout/not-found-notice';
import { LinkButton } from '@/components/ui/link-button';

export const REDIRECT_SECONDS = 20;

// Hebrew counts one second in words ('שנייה אחת'), more in digits before the noun
const inSeconds = (seconds: number) => (seconds === 1 ? 'שנייה אחת' : `${seconds} שניות`);

export default function NotFoundPage() {
  const [, navigate] = useLocation();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000));
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(timer);
        navigate('/', { replace: true });
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [navigate]);

  return (
    <NotFoundNotice
      meta={{ title: 'הדף לא נמצא', description: 'הדף שחיפשתם אינו קיים באתר.' }}
      heading={
        <>
          <Box as="span" srOnly>
            שגיאה 404:{' '}
          </Box>
          הדף שחיפשתם לא נמצא
        </>
      }
      text="ייתכן שהכתובת שגויה או שהדף הוסר."
    >
      <Text mt="6" fontSize="lg">
        נעביר אתכם לדף הבית בעוד{' '}
        <Box as="strong" data-testid="countdown">
          {inSeconds(seconds)}
        </Box>
      </Text>
      <LinkButton asChild mt="8" size="lg">
        <Link to="/">חזרה לדף הבית</Link>
      </LinkButton>
    </NotFoundNotice>
  );
}
