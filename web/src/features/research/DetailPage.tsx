// /research/detail?id=…: the office's view of a letter (questionnaire, replies side by side,
// export, reminders, its review), or the enterprise's questionnaire to answer.
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../session/handle';
import AnswerView from './AnswerView';
import LetterView from './LetterView';

export default function DetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return useSignedIn().org.type === 'ENTERPRISE' ? <AnswerView id={id} /> : <LetterView id={id} />;
}
