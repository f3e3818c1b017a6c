import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, replace } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import { signInBodySchema, signUpBodySchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField, fieldA11y } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSignIn } from './api/sign-in';
import { useSignUp } from './api/sign-up';
import { sessionQuery } from '@web/api/session';
import { privateHead } from '@web/lib/head/page-head';
import { type PageLoaderArgs, pageData, pageRequest } from '@web/lib/page-route';

function SignInForm() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signInBodySchema), defaultValues: { email: '', password: '' } });
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((body) => signIn.mutate(body))}>
      <FormField id="sign-in-email" label="Email" error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('sign-in-email', errors.email)}
          {...register('email')}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldA11y('sign-in-password', errors.password)}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to={PATHS.passwordReset} className="underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}

function SignUpForm() {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((body) => signUp.mutate(body))}>
      <FormField id="sign-up-name" label="Full Name" error={errors.fullName}>
        <Input
          autoComplete="name"
          {...fieldA11y('sign-up-name', errors.fullName)}
          {...register('fullName')}
        />
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('sign-up-email', errors.email)}
          {...register('email')}
        />
      </FormField>
      <FormField id="sign-up-password" label="Password" error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('sign-up-password', errors.password)}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}

/** /auth (docs/specification.md §2 Auth): a visitor already signed in goes to /. */
export async function loader(args: PageLoaderArgs) {
  const { url, queryClient } = pageRequest(args);
  const { user } = await queryClient.ensureQueryData(sessionQuery);
  if (user) throw replace('/');
  return pageData(privateHead(url.origin, 'Sign In', url.pathname));
}

/** The Sign In and Sign Up tabs. */
export function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-center text-3xl font-bold tracking-tight">Welcome to {STORE_NAME}</h1>
      <p className="mb-8 text-center text-muted-foreground">Sign in to your account or create a new one.</p>
      <Tabs defaultValue="sign-in" className="rounded-lg border bg-background p-6 shadow-sm">
        <TabsList className="grid w-full grid-cols-2">
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
