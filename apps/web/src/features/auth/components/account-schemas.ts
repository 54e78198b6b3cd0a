// The login page's contract schemas, loaded when its form is first checked (or once the page is idle): they bring zod
// and the phone metadata, which the login page's first paint does not need (issue 19). The rules stay the contracts'
// own, the same the server checks the requests with.
export {
  emailLoginBody,
  emailRegisterBody,
  forgotPasswordBody,
  passwordLoginBody,
  phoneRegisterBody,
  sendMailBody,
  sendSmsBody,
  smsLoginBody,
} from '@volna/contracts';
