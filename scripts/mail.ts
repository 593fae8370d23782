// `npm run mail`: the e-mails `npm run dev` sent, which wrangler dev never delivers (scripts/mail/).
//
//   npm run mail              each one's number, time, To, Subject and links, oldest first
//   npm run mail -- 3         e-mail 3 whole: its headers and its text
//   npm run mail -- last      the newest
//   npm run mail -- ACqIVr3e  by its id, or the id's start

import { emailText, findEmail, MAIL_DIR, recordedEmails } from "./mail/store.ts";
import { listing, message } from "./mail/show.ts";

const which = process.argv[2];
if (which === undefined) {
  process.stdout.write(listing(recordedEmails(), MAIL_DIR));
} else {
  const email = findEmail(which);
  if (email === null) {
    console.error(`No e-mail ${which} in ${MAIL_DIR}: \`npm run mail\` lists them by number and id.`);
    process.exit(1);
  }
  process.stdout.write(message(email, emailText(email)));
}
