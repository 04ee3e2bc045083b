// What Gona sends by SMS and e-mail, in each language. SMS stays short (one 160-character part where it can);
// every text says how long the code or link lives, because people keep old messages.
import type { Language } from "../languages";

export interface MessageTexts {
  /** Sign-in code by SMS. */
  loginCode: (code: string) => string;
  /** Password reset code by SMS, with the page to enter it. */
  resetCode: (code: string, link: string) => string;
  resetEmail: { subject: string; body: (link: string) => string };
  /** Code confirming a phone number (registered or new), by SMS to that number; says what to do if it was not asked for. */
  confirmPhoneCode: (code: string) => string;
  confirmEmail: { subject: string; body: (link: string) => string };
}

export const MESSAGE_TEXTS: Record<Language, MessageTexts> = {
  en: {
    loginCode: (code) => `Gona code: ${code}. It expires in 10 minutes. Do not share it.`,
    resetCode: (code, link) => `Gona password reset code: ${code}. It expires in 10 minutes. ${link}`,
    resetEmail: {
      subject: "Reset your Gona password",
      body: (link) =>
        `Open this link to choose a new password:\n${link}\n\nThe link expires in 10 minutes and works once. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    },
    confirmPhoneCode: (code) => `Gona code to confirm this number: ${code}. It expires in 10 minutes. Not you? Ignore this SMS.`,
    confirmEmail: {
      subject: "Confirm your e-mail address for Gona",
      body: (link) =>
        `Open this link to use this e-mail address on your Gona account:\n${link}\n\nThe link expires in 10 minutes and works once. If you did not ask for it, ignore this e-mail.`,
    },
  },
  ha: {
    loginCode: (code) => `Lambar Gona: ${code}. Za ta ƙare cikin minti 10. Kada ka ba kowa.`,
    resetCode: (code, link) => `Lambar sabunta kalmar sirri ta Gona: ${code}. Za ta ƙare cikin minti 10. ${link}`,
    resetEmail: {
      subject: "Sabunta kalmar sirrinka ta Gona",
      body: (link) =>
        `Buɗe wannan mahaɗi don zaɓar sabuwar kalmar sirri:\n${link}\n\nMahaɗin zai ƙare cikin minti 10 kuma sau ɗaya kawai yake aiki. Idan ba kai ka nema ba, ka yi watsi da wannan imel: kalmar sirrinka ba ta canza ba.`,
    },
    confirmPhoneCode: (code) =>
      `Lambar Gona don tabbatar da wannan lamba: ${code}. Za ta ƙare cikin minti 10. Ba kai ba? Ka yi watsi da saƙon.`,
    confirmEmail: {
      subject: "Tabbatar da adireshin imel ɗinka a Gona",
      body: (link) =>
        `Buɗe wannan mahaɗi don amfani da wannan adireshin imel a asusunka na Gona:\n${link}\n\nMahaɗin zai ƙare cikin minti 10 kuma sau ɗaya kawai yake aiki. Idan ba kai ka nema ba, ka yi watsi da wannan imel.`,
    },
  },
  yo: {
    loginCode: (code) => `Kóòdù Gona: ${code}. Yóò dópin ní ìṣẹ́jú 10. Má ṣe fi han ẹnikẹ́ni.`,
    resetCode: (code, link) => `Kóòdù Gona láti yí ọ̀rọ̀ aṣínà padà: ${code}. Yóò dópin ní ìṣẹ́jú 10. ${link}`,
    resetEmail: {
      subject: "Yí ọ̀rọ̀ aṣínà Gona rẹ padà",
      body: (link) =>
        `Ṣí ìlujá yìí láti yan ọ̀rọ̀ aṣínà tuntun:\n${link}\n\nÌlujá náà yóò dópin ní ìṣẹ́jú 10, ẹ̀ẹ̀kan ṣoṣo ló sì ń ṣiṣẹ́. Tí kì í bá ṣe ìwọ ló béèrè fún un, fojú fo ímeèlì yìí: ọ̀rọ̀ aṣínà rẹ kò yí padà.`,
    },
    confirmPhoneCode: (code) => `Kóòdù Gona láti jẹ́rìí nọ́ńbà yìí: ${code}. Yóò dópin ní ìṣẹ́jú 10. Kì í ṣe ìwọ? Fojú fo ọ̀rọ̀ yìí.`,
    confirmEmail: {
      subject: "Jẹ́rìí àdírẹ́sì ímeèlì rẹ fún Gona",
      body: (link) =>
        `Ṣí ìlujá yìí láti lo àdírẹ́sì ímeèlì yìí lórí àkáǹtì Gona rẹ:\n${link}\n\nÌlujá náà yóò dópin ní ìṣẹ́jú 10, ẹ̀ẹ̀kan ṣoṣo ló sì ń ṣiṣẹ́. Tí kì í bá ṣe ìwọ ló béèrè fún un, fojú fo ímeèlì yìí.`,
    },
  },
  ig: {
    loginCode: (code) => `Koodu Gona: ${code}. Ọ ga-agwụ n'ime nkeji 10. Egosila onye ọ bụla ya.`,
    resetCode: (code, link) => `Koodu Gona iji gbanwee paswọọdụ: ${code}. Ọ ga-agwụ n'ime nkeji 10. ${link}`,
    resetEmail: {
      subject: "Gbanwee paswọọdụ Gona gị",
      body: (link) =>
        `Mepee njikọ a ka ị họrọ paswọọdụ ọhụrụ:\n${link}\n\nNjikọ a ga-agwụ n'ime nkeji 10, ọ na-arụkwa ọrụ naanị otu ugboro. Ọ bụrụ na ọ bụghị gị rịọrọ ya, leghara email a anya: paswọọdụ gị agbanweghị.`,
    },
    confirmPhoneCode: (code) => `Koodu Gona iji kwado nọmba a: ${code}. Ọ ga-agwụ n'ime nkeji 10. Ọ bụghị gị? Leghara ozi a.`,
    confirmEmail: {
      subject: "Kwado adreesị email gị maka Gona",
      body: (link) =>
        `Mepee njikọ a ka i jiri adreesị email a na akaụntụ Gona gị:\n${link}\n\nNjikọ a ga-agwụ n'ime nkeji 10, ọ na-arụkwa ọrụ naanị otu ugboro. Ọ bụrụ na ọ bụghị gị rịọrọ ya, leghara email a anya.`,
    },
  },
  pcm: {
    loginCode: (code) => `Gona code: ${code}. E go expire for 10 minutes. No show anybody.`,
    resetCode: (code, link) => `Gona code to change your password: ${code}. E go expire for 10 minutes. ${link}`,
    resetEmail: {
      subject: "Change your Gona password",
      body: (link) =>
        `Open dis link make you choose new password:\n${link}\n\nDi link go expire for 10 minutes and e dey work only one time. If no be you ask for am, just ignore dis email: your password still dey di same.`,
    },
    confirmPhoneCode: (code) => `Gona code to confirm dis number: ${code}. E go expire for 10 minutes. No be you? Ignore dis SMS.`,
    confirmEmail: {
      subject: "Confirm your email address for Gona",
      body: (link) =>
        `Open dis link make you use dis email address for your Gona account:\n${link}\n\nDi link go expire for 10 minutes and e dey work only one time. If no be you ask for am, just ignore dis email.`,
    },
  },
};
