import { Stack } from '@chakra-ui/react';
import { AccountSection } from './account-section';
import { EmailSection } from './email-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordForm } from './password-form';
import { PrivacySection } from './privacy-section';
import { ProfileForm } from './profile-form';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';

/**
 * The 'פרופיל' tab: personal details, the e-mail address, the password change, the second factor and
 * the passkeys, the
 * signed-in devices, then privacy.
 */
export function ProfileTab() {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <AccountSection title="פרטים אישיים" description="הפרטים שלכם אצלנו, כדי שנוכל ליצור איתכם קשר.">
        <ProfileForm />
      </AccountSection>
      <AccountSection
        title="כתובת דוא״ל"
        description="לכתובת הזו נשלחות הודעות החשבון. כתובת חדשה נכנסת לתוקף רק אחרי שתאשרו אותה בקישור שנשלח אליה."
      >
        <EmailSection />
      </AccountSection>
      <AccountSection
        title="שינוי סיסמה"
        description="אחרי השינוי יישאר מחובר רק הדפדפן הזה: חיבורים אחרים לחשבון יתנתקו."
      >
        <PasswordForm />
      </AccountSection>
      <AccountSection
        title="אימות דו־שלבי"
        description="שכבת הגנה נוספת: מלבד הסיסמה, כל כניסה דורשת קוד מאפליקציית אימות בטלפון."
      >
        <SecondFactorSection />
      </AccountSection>
      <AccountSection
        title="מפתחות גישה"
        description="מפתח גישה מאפשר להיכנס לחשבון בלי סיסמה: בטביעת אצבע, בזיהוי פנים או בקוד הנעילה של המכשיר."
      >
        <PasskeysSection />
      </AccountSection>
      <AccountSection
        title="מכשירים מחוברים"
        description="הדפדפנים והמכשירים שמחוברים עכשיו לחשבון. לא מזהים אחד מהם? נתקו אותו והחליפו סיסמה."
      >
        <SessionsSection />
      </AccountSection>
      <PrivacySection />
    </Stack>
  );
}
