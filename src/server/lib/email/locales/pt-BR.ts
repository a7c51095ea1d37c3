// The emails in Brazilian Portuguese, key by key as in en.ts.
import type { EmailCatalog } from "./en";

export const ptBR: EmailCatalog = {
  "link.line": "{label}: {url}",

  "confirm.subject": "Confirme sua conta FitCreators",
  "confirm.intro":
    "Olá, {username}, boas-vindas ao FitCreators! Confirme seu endereço de e-mail para ativar sua conta.",
  "confirm.action": "Confirmar meu e-mail",
  "confirm.outro": "Se você não se cadastrou, pode ignorar este e-mail.",

  "reset.subject": "Redefina sua senha do FitCreators",
  "reset.intro": "Alguém pediu para redefinir a senha da sua conta FitCreators.",
  "reset.action": "Escolher uma nova senha",
  "reset.outro": "O link vale por uma hora. Se não foi você, ignore este e-mail: sua senha continua a mesma.",

  "signUpAttempt.subject": "Alguém tentou se cadastrar com seu e-mail",
  "signUpAttempt.intro":
    "Olá, {username}, alguém acabou de tentar criar uma nova conta FitCreators com este endereço de e-mail. Sua conta já o usa, então nenhuma conta nova foi criada.",
  "signUpAttempt.action": "Esqueceu a senha? Escolha uma nova",
  "signUpAttempt.outro":
    "Se foi você, é só entrar com a sua conta. Se não, pode ignorar este e-mail: nada mudou na sua conta.",

  "receipt.subject": "Recibo: assinatura {plan} no FitCreators",
  "receipt.thanks": "Olá, {username}, obrigado pelo seu pagamento.",
  "receipt.paid": "{plan}: {amount} pago em {date}.",
  "receipt.invoice": "Fatura {invoice}.",
  "receipt.renews": "Sua assinatura renova em {date}. Cancele quando quiser até lá.",
  "receipt.manage": "Gerenciar pagamentos",

  "paymentFailed.subject": "Ação necessária: o pagamento da sua assinatura {plan} falhou",
  "paymentFailed.intro": "Olá, {username}, não conseguimos cobrar {amount} no seu cartão pela sua assinatura {plan}.",
  "paymentFailed.outro":
    "Você mantém o acesso enquanto tentamos o cartão de novo nos próximos dias. Atualize seu cartão para que sua assinatura continue.",
  "paymentFailed.action": "Atualizar meu cartão",
  "paymentFailed.unsubscribe": "Parar de receber e-mails sobre problemas de pagamento",

  "trialEnding.subject": "Seu teste grátis do {plan} termina em {date}",
  "trialEnding.intro": "Olá {username}, seu teste grátis do {plan} termina em {date}.",
  "trialEnding.charge": "Em {date} seu cartão será cobrado em {amount}, e depois todo mês.",
  "trialEnding.chargeYearly": "Em {date} seu cartão será cobrado em {amount}, e depois todo ano.",
  "trialEnding.cancel": "Não é para você? Cancele antes em Minhas assinaturas e você não paga nada.",
  "trialEnding.action": "Minhas assinaturas",

  "gift.subject": "{from} deu a você {length} de {plan}",
  "gift.subjectAnonymous": "Você ganhou {length} de {plan}",
  "gift.intro": "{from} deu a você {length} da assinatura {tier} de {creator} na FitCreators.",
  "gift.introAnonymous": "Você ganhou {length} da assinatura {tier} de {creator} na FitCreators.",
  "gift.message": "A mensagem: “{message}”",
  "gift.redeem": "Resgate com uma conta gratuita: não precisa de cartão.",
  "gift.action": "Resgatar seu presente",
  "gift.oneMonth": "1 mês",
  "gift.months": "{count} meses",

  "unread.subjectOne": "Nova mensagem",
  "unread.subjectOneFrom": "Nova mensagem de {senders}",
  "unread.subjectMany": "{count} novas mensagens",
  "unread.subjectManyFrom": "{count} novas mensagens de {senders}",
  "unread.summaryOne": "Você tem uma mensagem não lida no FitCreators.",
  "unread.summaryOneFrom": "Você tem uma mensagem não lida de {senders} no FitCreators.",
  "unread.summaryMany": "Você tem {count} mensagens não lidas no FitCreators.",
  "unread.summaryManyFrom": "Você tem {count} mensagens não lidas de {senders} no FitCreators.",
  "unread.action": "Ler e responder",
  "unread.unsubscribe": "Parar de receber estes e-mails",

  "away.subjectMany": "{count} respostas esperam por você no FitCreators",
  "away.intro": "Olá, {username}, isto está esperando por você no FitCreators:",
  "away.coaching_comment.subject": "Novo comentário de @{from}",
  "away.coaching_comment.line": "@{from} comentou: “{text}”",
  "away.support_answered.subject": "Sua solicitação de suporte foi respondida: {subject}",
  "away.support_answered.line": "Nossa equipe respondeu à sua solicitação “{subject}”",
  "away.checkin_comment.subject": "Novo comentário no seu check-in de @{from}",
  "away.checkin_comment.line": "@{from} comentou o check-in da semana de {weekStart}: “{text}”",
  "away.live_session_scheduled.subject": "@{creator} agendou uma sessão ao vivo: {title}",
  "away.live_session_scheduled.line": "@{creator} agendou uma sessão ao vivo para o seu nível: “{title}”",
  "away.live_session_started.subject": "@{creator} está ao vivo: {title}",
  "away.live_session_started.line": "@{creator} está ao vivo agora: “{title}”",
  "away.unsubscribe": "Parar de receber e-mails sobre respostas não lidas",

  "weeklyTips.subject": "Sua semana no FitCreators",
  "weeklyTips.intro": "Olá, {username}! Esta é a sua semana no FitCreators.",
  "weeklyTips.postsTitle": "Novidades da semana dos criadores que você segue",
  "weeklyTips.post": "{title}, de @{creator}",
  "weeklyTips.planTitle": "Seu plano para a próxima semana",
  "weeklyTips.planName": "{plan}, com @{creator}",
  "weeklyTips.day": "{day}: {session}",
  "weeklyTips.restDay": "Dia de descanso",
  "weeklyTips.openPlan": "Abrir meu plano",
  "weeklyTips.recordsTitle": "Seus novos recordes da semana",
  "weeklyTips.recordLoad": "{exercise}: {load} em {reps} repetições",
  "weeklyTips.recordOneRepMax": "{exercise}: máximo estimado de uma repetição {load}",
  "weeklyTips.recordTime": "{exercise}: {seconds} s",
  "weeklyTips.unsubscribe": "Parar de receber estes e-mails semanais",

  "creatorSuspended.subject": "Sua assinatura de {creator} não será renovada",
  "creatorSuspended.intro":
    "Olá, {username}, a conta de {creator} foi suspensa pelo FitCreators, então o perfil e as publicações não estão mais disponíveis.",
  "creatorSuspended.endsOn":
    "Sua assinatura não será renovada: você não será cobrado de novo, e ela termina em {date}.",
  "creatorSuspended.noEnd": "Sua assinatura não será renovada: você não será cobrado de novo.",
  "creatorSuspended.action": "Suas assinaturas",

  "report.postSubject": "Publicação denunciada: {label}",
  "report.postReported": "A publicação {label} foi denunciada por @{reporter}.",
  "report.postLabel": "“{title}” de @{username}",
  "report.profileSubject": "Perfil denunciado: {label}",
  "report.profileReported": "O perfil {label} foi denunciado por @{reporter}.",
  "report.messageSubject": "Mensagem denunciada: @{sender}",
  "report.messageReported": "Uma mensagem de @{sender} foi denunciada.",
  "report.message": "Mensagem: {body}",
  "report.reason": "Motivo: {reason}",
  "report.openQueue": "Abra a fila de moderação no painel do proprietário para resolver.",
  "report.unknownReporter": "desconhecido",
  "report.unknownSender": "Usuário desconhecido",
};
