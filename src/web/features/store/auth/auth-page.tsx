import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, replace } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import { signInBodySchema, signUpBodySchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { MarketingConsentField } from '@web/components/form/marketing-consent-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { sessionQuery } from '@web/api/session';
import { type PageLoaderArgs, pageRequest, privatePageHead } from '@web/lib/page-route';
import { useSignIn } from './api/sign-in';
import { useSignUp } from './api/sign-up';

function SignInForm() {
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <Form form={form} onSubmit={(body) => signIn.mutate(body)} className="space-y-4">
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to={PATHS.passwordReset} className="underline">
          Forgot password?
        </Link>
      </p>
    </Form>
  );
}

function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { fullName: '', email: '', password: '', marketingConsent: false },
  });
  return (
    <Form form={form} onSubmit={(body) => signUp.mutate(body)} className="space-y-4">
      <TextField name="fullName" label="Full Name" autoComplete="name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
      <MarketingConsentField />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
    </Form>
  );
}

/** /auth (docs/specification.md §2 Auth): a visitor already signed in goes to /. */
export async function loader(args: PageLoaderArgs) {
  const { user } = await pageRequest(args).queryClient.ensureQueryData(sessionQuery);
  if (user) throw replace('/');
  return null;
}

export const head = privatePageHead('Sign In');

/** The Sign In and Sign Up tabs. */
export function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-center text-3xl font-bold tracking-tight">Welcome to {STORE_NAME}</h1>
      <p className="mb-8 text-center text-muted-foreground">Sign in to your account or create a new one.</p>
      <Tabs defaultValue="sign-in" className="rounded-lg border bg-background p-6 shadow-sm">
        <TabsList className="grid! w-full grid-cols-2">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}
