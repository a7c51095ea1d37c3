// The emails in French, key by key as in en.ts (a space before ":", "?" and "!", as French writes them).
import type { EmailCatalog } from "./en";

export const fr: EmailCatalog = {
  "link.line": "{label} : {url}",

  "confirm.subject": "Confirmez votre compte FitCreators",
  "confirm.intro":
    "Bonjour {username}, bienvenue sur FitCreators ! Confirmez votre adresse e-mail pour activer votre compte.",
  "confirm.action": "Confirmer mon adresse e-mail",
  "confirm.outro": "Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.",

  "reset.subject": "Réinitialisez votre mot de passe FitCreators",
  "reset.intro": "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte FitCreators.",
  "reset.action": "Choisir un nouveau mot de passe",
  "reset.outro":
    "Le lien est valable une heure. Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste le même.",

  "signUpAttempt.subject": "Quelqu'un a essayé de s'inscrire avec votre adresse e-mail",
  "signUpAttempt.intro":
    "Bonjour {username}, quelqu'un vient d'essayer de créer un nouveau compte FitCreators avec cette adresse e-mail. Votre compte l'utilise déjà, donc aucun nouveau compte n'a été créé.",
  "signUpAttempt.action": "Mot de passe oublié ? Choisissez-en un nouveau",
  "signUpAttempt.outro":
    "Si c'était vous, connectez-vous simplement avec votre compte. Sinon, vous pouvez ignorer cet e-mail : rien n'a changé sur votre compte.",

  "receipt.subject": "Reçu : abonnement {plan} sur FitCreators",
  "receipt.thanks": "Bonjour {username}, merci pour votre paiement.",
  "receipt.paid": "{plan} : {amount} payé le {date}.",
  "receipt.invoice": "Facture {invoice}.",
  "receipt.renews": "Votre abonnement se renouvelle le {date}. Vous pouvez le résilier à tout moment d'ici là.",
  "receipt.manage": "Gérer les paiements",

  "paymentFailed.subject": "Action requise : le paiement de votre abonnement {plan} a échoué",
  "paymentFailed.intro":
    "Bonjour {username}, nous n'avons pas pu débiter {amount} de votre carte pour votre abonnement {plan}.",
  "paymentFailed.outro":
    "Vous gardez l'accès pendant que nous réessayons la carte dans les prochains jours. Mettez à jour votre carte pour que votre abonnement continue.",
  "paymentFailed.action": "Mettre à jour ma carte",
  "paymentFailed.unsubscribe": "Ne plus recevoir d'e-mails sur les problèmes de paiement",

  "trialEnding.subject": "Votre essai gratuit {plan} se termine le {date}",
  "trialEnding.intro": "Bonjour {username}, votre essai gratuit {plan} se termine le {date}.",
  "trialEnding.charge": "Le {date}, votre carte sera débitée de {amount}, puis chaque mois.",
  "trialEnding.chargeYearly": "Le {date}, votre carte sera débitée de {amount}, puis chaque année.",
  "trialEnding.cancel": "Ce n'est pas pour vous ? Annulez avant dans Mes abonnements et vous ne payez rien.",
  "trialEnding.action": "Mes abonnements",

  "gift.subject": "{from} vous offre {length} de {plan}",
  "gift.subjectAnonymous": "On vous offre {length} de {plan}",
  "gift.intro": "{from} vous offre {length} d'abonnement {tier} à {creator} sur FitCreators.",
  "gift.introAnonymous": "On vous offre {length} d'abonnement {tier} à {creator} sur FitCreators.",
  "gift.message": "Son message : « {message} »",
  "gift.redeem": "Utilisez-le avec un compte gratuit : aucune carte n'est demandée.",
  "gift.action": "Utiliser votre cadeau",
  "gift.oneMonth": "1 mois",
  "gift.months": "{count} mois",

  "unread.subjectOne": "Nouveau message",
  "unread.subjectOneFrom": "Nouveau message de {senders}",
  "unread.subjectMany": "{count} nouveaux messages",
  "unread.subjectManyFrom": "{count} nouveaux messages de {senders}",
  "unread.summaryOne": "Vous avez un message non lu sur FitCreators.",
  "unread.summaryOneFrom": "Vous avez un message non lu de {senders} sur FitCreators.",
  "unread.summaryMany": "Vous avez {count} messages non lus sur FitCreators.",
  "unread.summaryManyFrom": "Vous avez {count} messages non lus de {senders} sur FitCreators.",
  "unread.action": "Lire et répondre",
  "unread.unsubscribe": "Ne plus recevoir ces e-mails",

  "away.subjectMany": "{count} réponses vous attendent sur FitCreators",
  "away.intro": "Bonjour {username}, voici ce qui vous attend sur FitCreators :",
  "away.coaching_comment.subject": "Nouveau commentaire de @{from}",
  "away.coaching_comment.line": "@{from} a commenté : « {text} »",
  "away.support_answered.subject": "Votre demande d’assistance a reçu une réponse : {subject}",
  "away.support_answered.line": "Notre équipe a répondu à votre demande « {subject} »",
  "away.checkin_comment.subject": "Nouveau commentaire sur votre bilan de @{from}",
  "away.checkin_comment.line": "@{from} a commenté le bilan de la semaine du {weekStart} : « {text} »",
  "away.live_session_scheduled.subject": "@{creator} a programmé une session en direct : {title}",
  "away.live_session_scheduled.line": "@{creator} a programmé une session en direct pour votre niveau : « {title} »",
  "away.live_session_started.subject": "@{creator} est en direct : {title}",
  "away.live_session_started.line": "@{creator} est en direct maintenant : « {title} »",
  "away.unsubscribe": "Ne plus recevoir d’e-mails pour les réponses non lues",

  "weeklyTips.subject": "Votre semaine sur FitCreators",
  "weeklyTips.intro": "Bonjour {username}, voici votre semaine sur FitCreators.",
  "weeklyTips.postsTitle": "Nouveautés de la semaine des créateurs que vous suivez",
  "weeklyTips.post": "{title}, par @{creator}",
  "weeklyTips.planTitle": "Votre programme pour la semaine à venir",
  "weeklyTips.planName": "{plan}, avec @{creator}",
  "weeklyTips.day": "{day} : {session}",
  "weeklyTips.restDay": "Jour de repos",
  "weeklyTips.openPlan": "Ouvrir mon programme",
  "weeklyTips.recordsTitle": "Vos nouveaux records de la semaine",
  "weeklyTips.recordLoad": "{exercise} : {load} pour {reps} répétitions",
  "weeklyTips.recordOneRepMax": "{exercise} : maximum estimé sur une répétition {load}",
  "weeklyTips.recordTime": "{exercise} : {seconds} s",
  "weeklyTips.unsubscribe": "Ne plus recevoir ces e-mails hebdomadaires",

  "creatorSuspended.subject": "Votre abonnement à {creator} ne sera pas renouvelé",
  "creatorSuspended.intro":
    "Bonjour {username}, le compte de {creator} a été suspendu par FitCreators : son profil et ses publications ne sont plus disponibles.",
  "creatorSuspended.endsOn":
    "Votre abonnement ne sera pas renouvelé : vous ne serez plus débité, et il prend fin le {date}.",
  "creatorSuspended.noEnd": "Votre abonnement ne sera pas renouvelé : vous ne serez plus débité.",
  "creatorSuspended.action": "Vos abonnements",

  "report.postSubject": "Publication signalée : {label}",
  "report.postReported": "La publication {label} a été signalée par @{reporter}.",
  "report.postLabel": "« {title} » de @{username}",
  "report.profileSubject": "Profil signalé : {label}",
  "report.profileReported": "Le profil {label} a été signalé par @{reporter}.",
  "report.messageSubject": "Message signalé : @{sender}",
  "report.messageReported": "Un message de @{sender} a été signalé.",
  "report.message": "Message : {body}",
  "report.reason": "Motif : {reason}",
  "report.openQueue": "Ouvrez la file de modération dans le tableau de bord propriétaire pour la traiter.",
  "report.unknownReporter": "inconnu",
  "report.unknownSender": "Utilisateur inconnu",

  "push.fallback.body": "Vous avez une nouvelle notification",
  "push.new_message.title": "Nouveau message de @{from}",
  "push.new_message.body": "Ouvrez votre messagerie pour le lire.",
  "push.new_message.bodyMany": "{count} nouveaux messages vous attendent dans votre messagerie.",
  "push.content_published.title": "Nouvelle publication de @{creator}",
  "push.content_published.body": "{title}",
  "push.live_session_started.title": "@{creator} est en direct",
  "push.live_session_started.body": "{title}",
  "push.payment_failed.title": "Votre paiement à @{creator} a échoué",
  "push.payment_failed.body": "Mettez à jour votre moyen de paiement pour garder votre abonnement.",
  "push.coaching_comment.title": "Nouveau commentaire de @{from}",
  "push.coaching_comment.body": "{text}",
  "push.checkin_comment.title": "Nouveau commentaire de @{from} sur votre bilan",
  "push.checkin_comment.body": "{text}",
};
