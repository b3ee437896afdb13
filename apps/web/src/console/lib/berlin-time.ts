// One formatting for the console's screens and the server's mails to operators.
export { berlinDateTime } from '@kwk/shared/berlin-time';
