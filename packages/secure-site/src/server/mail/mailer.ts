import nodemailer from 'nodemailer';

/** What the secure site mails. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary';

/** Sends the secure site's emails. */
export interface Mailer {
  /** Mails a one-time code; the subject and the text both contain it. */
  sendCode(to: string, code: string, purpose: CodePurpose): Promise<void>;
  /** Mails the link that approves a new device. */
  sendDeviceApproval(to: string, approveUrl: string): Promise<void>;
  /** Closes the SMTP connections. */
  close(): void;
}

const INTRO: Record<CodePurpose, string> = {
  login: 'Use this code to sign in',
  'update-primary': 'Use this code to confirm changing the email address of your wallet',
  'update-secondary': 'Use this code to confirm your new email address',
};

/** A mailer sending over SMTP (`smtpUrl`, e.g. `smtp://user:pass@mail.example:587` or `smtps://...`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendCode(to, code, purpose) {
      await transport.sendMail({
        from,
        to,
        subject: `${code} is your verification code`,
        text: `${INTRO[purpose]}: ${code}\n\nThe code expires in 10 minutes and works once. If you did not ask for it, ignore this email.\n`,
      });
    },
    async sendDeviceApproval(to, approveUrl) {
      await transport.sendMail({
        from,
        to,
        subject: 'Approve this device to sign in',
        text: `Someone is signing in to your wallet from a new device. If it is you, approve the device:\n\n${approveUrl}\n\nThe link expires in 10 minutes. If it was not you, ignore this email.\n`,
      });
    },
    close() {
      transport.close();
    },
  };
}
